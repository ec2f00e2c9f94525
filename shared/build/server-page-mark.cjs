// The host's build marks the frame where a remote's page goes in index.html
// with this comment; a server that knows the page's content from the API
// writes it there (scripts/server-pages). A build without the mark (an older
// host) is sent as it was built.
const SERVER_PAGE_MARK = '<!--server-page-->';

module.exports = { SERVER_PAGE_MARK };
