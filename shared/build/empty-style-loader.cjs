// A page's stylesheets in a container for Node: nothing. The server's copy of a
// page is styled by the browser build's own files, which the site's server
// sends with the page (site-server, page styles).
module.exports = function emptyStyle() {
  return 'export {};';
};
