/**
 * The path this document was loaded with, read when the client bundle starts, before the site
 * navigates anywhere (pages load later, in their own chunks, so they cannot read it themselves).
 */
export const documentPath = typeof window === 'undefined' ? undefined : window.location.pathname;
