/**
 * Intl formatters are costly to build (each looks up its locale's data) and free to reuse: a chart formats every
 * tick and a table every row. One formatter per locale and options, built on first use. The keys are bounded:
 * the site's locales, the time zones Intl accepts (an unknown zone throws before anything is kept) and the few
 * option sets of lib/format.
 */
export function formatterCache<O extends object, F>(
  create: (locale: string, options: O) => F,
): (locale: string, options: O) => F {
  const formatters = new Map<string, F>();
  return (locale, options) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = create(locale, options);
      formatters.set(key, formatter);
    }
    return formatter;
  };
}
