import { PageHeader } from "../components/ui/page-header.tsx";
import { FaqList } from "../features/content/components/faq-list.tsx";
import { faqJsonLd } from "../features/content/content.server.ts";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/faq";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, t, seo, locale, i18n } = pageContext(context);
  const items = await services.content.faq(locale);
  return {
    items,
    seo: seo({
      title: t("content:faq.title"),
      description: t("content:faq.description"),
      path: "/faq",
      crumbs: [{ name: t("content:faq.title"), path: "/faq" }],
      jsonLd: items.length ? [faqJsonLd(items.map((i) => ({ title: i.title, answer: i.plain })))] : undefined,
    }),
    i18n: i18n("content"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader seo={loaderData.seo} />
      <FaqList items={loaderData.items} />
    </>
  );
}
