import { Form } from "react-router";
import type { FilterData, Tag } from "../../../../domain/catalog/index.ts";
import type { TagTextKey } from "../../../../domain/catalog/tags.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import type { ListSelection } from "../list.server.ts";

type Props = {
  data: FilterData;
  selection: ListSelection;
  hide: { chain?: boolean; tagType?: Tag["type"] };
  sort: string;
  dir: string;
};

/** Filters as a plain GET form (works without JavaScript); with JavaScript a change applies at once. */
export function ListFilters({ data, selection, hide, sort, dir }: Props) {
  const { t } = useTranslation();
  const select = "w-full rounded-md border border-line bg-surface px-2 py-1.5 text-sm";
  const tagSelect = (name: "category" | "industry" | "algorithm", tags: Tag[]) =>
    hide.tagType === name ? null : (
      <label className="min-w-0 flex-1 basis-36 text-xs text-muted">
        {t(`tags:types.${name}.name`)}
        <select
          name={name}
          defaultValue={selection[name] ?? ""}
          className={select}
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
        >
          <option value="">{t("filters.any")}</option>
          {tags.map((g) => (
            <option key={g.slug} value={g.slug}>
              {t(`tags:${g.type}.${g.slug}.name` as TagTextKey)} ({g.tokenCount})
            </option>
          ))}
        </select>
      </label>
    );
  return (
    <Form method="get" className="mb-3 flex flex-wrap items-end gap-2" aria-label={t("filters.title")}>
      <input type="hidden" name="sort" value={sort} />
      <input type="hidden" name="dir" value={dir} />
      {selection.q ? <input type="hidden" name="q" value={selection.q} /> : null}
      {hide.chain ? null : (
        <label className="min-w-0 flex-1 basis-36 text-xs text-muted">
          {t("filters.blockchain")}
          <select
            name="chain"
            defaultValue={selection.chain ?? ""}
            className={select}
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
          >
            <option value="">{t("filters.any")}</option>
            {data.chains.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name} ({c.tokenCount})
              </option>
            ))}
          </select>
        </label>
      )}
      {tagSelect("category", data.categories)}
      {tagSelect("industry", data.industries)}
      {tagSelect("algorithm", data.algorithms)}
      {hide.chain ? null : (
        <label className="flex basis-full items-center gap-1.5 text-sm sm:basis-auto sm:self-center">
          <input
            type="checkbox"
            name="deployments"
            value="all"
            defaultChecked={selection.deployments}
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
          />
          {t("filters.deployments")}
        </label>
      )}
      <button
        type="submit"
        className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-white dark:text-black"
      >
        {t("filters.apply")}
      </button>
    </Form>
  );
}
