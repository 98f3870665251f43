/**
 * Whether breadcrumbs make a trail: at least one page above the current one. The home page alone is none, so
 * it gets neither the visible trail nor the BreadcrumbList (schema.org lists need two items).
 */
export const hasTrail = (breadcrumbs: readonly unknown[]): boolean => breadcrumbs.length > 1;
