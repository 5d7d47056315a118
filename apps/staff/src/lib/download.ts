/** Starts a file download the server sends as an attachment (the page stays where it is). */
export const download = (href: string) => window.location.assign(href);
