/** The day the site was built (YYYY-MM-DD, UTC): the legal pages' "last updated" date and the sitemap's lastmod. */
export const buildDate: string = __BUILD_DATE__;
