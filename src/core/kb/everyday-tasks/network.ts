/**
 * Everyday tasks of the network: TCP connections, fetching a page or an API (with a timeout) or showing it in the
 * browser, a URL's query read, posting (a file uploaded, basic authentication), serving HTTP (static files,
 * cookies, redirects, a JSON body read), HTML parsed, whether a port is open, this machine's addresses, resolving a
 * host name, UDP datagrams, email. Go's "open a TCP connection" had found `os.Open`, Java's "start an HTTP server"
 * `String.startsWith`.
 */
import { anyOf, type EverydayTask, W } from './task';

/** A question about an HTTP request's timeout (the client's setting, not a timeout around any call). */
/** A question that shows a page in the user's browser (its own entry: fetching the page is not showing it). */
const OPEN_IN_BROWSER =
  /\b(?:open|opens|opening|launch|launches|launching|show|shows|showing|display|displays)\s+(?:an?\s+|the\s+|this\s+)?(?:url|link|web\s*page|website|web\s*site|page|address)\s+in\s+(?:the\s+|a\s+|their\s+)?(?:(?:default|system|user's|web)\s+){0,2}browser\b|\bin\s+the\s+(?:default|system)\s+(?:web\s+)?browser\b/i;

/** A question that reads a URL's query parameters (its own entry; the query-string one builds them). */
/** A server sending the client elsewhere (its own entry: a client following a redirect fetches). */
const REDIRECT =
  /\bredirect(?:s|ed|ing)?\s+(?:the\s+|a\s+|an\s+)?(?:user|client|browser|request|response|visitor|incoming\s+request)s?\s+to\b|\b(?:send|sends|return|returns)\s+(?:an?\s+|the\s+)?(?:http\s+)?redirect\b|\bredirect\s+(?:an?\s+|the\s+)?(?:request\s+)?to\s+(?:another|a\s+different|a\s+new|the\s+login)\b/i;

/** A server reading what a client posted as JSON (its own entry: the client's fetch is not it). */
const READ_JSON_BODY =
  /\b(?:read|reads|reading|parse|parses|parsing|get|gets|decode|decodes|decoding|accept|accepts|handle|handles)\s+(?:the\s+|a\s+)?json\s+(?:request\s+)?body\b|\bjson\s+body\s+of\s+(?:an?\s+|the\s+)?(?:incoming\s+)?(?:http\s+)?(?:requests?|posts?)\b/i;

export const READ_QUERY_PARAMETERS =
  /\b(?:read|reads|reading|get|gets|getting|parse|parses|parsing|extract|extracts|extracting)\s+(?:the\s+|a\s+)?(?:url\s+|request\s+)?query(?:[\s-]*string)?\s*(?:parameters?|params|arguments?|values?)?\b|\bquery\s+(?:parameters?|params)\s+(?:of|from|in)\s+(?:an?\s+|the\s+)?(?:url|uri|request|link)\b/i;

export const HTTP_TIMEOUT =
  /\b(?:https?|web|api|rest|get|post)?\s*(?:requests?|fetch\w*|downloads?|url|clients?)\b[^.;!?]{0,40}?\btime[\s-]?outs?\b|\btime[\s-]?outs?\b[^.;!?]{0,40}?\b(?:https?\s+requests?|fetch\w*|http\s+clients?|downloads?)\b/i;

export const NETWORK_TASKS: readonly EverydayTask[] = [
  {
    task: 'connect over TCP',
    pattern: /\b(?:tcp|udp)\s+(?:connection|client|socket)s?\b|\bconnect\s+to\s+(?:a|the)\s+(?:remote\s+)?(?:server|host|port)\b|\bopen\s+a\s+(?:tcp\s+|network\s+)?socket\b/i,
    // A server's connections, accepted, are the next entry's ("a server that accepts TCP connections"); "whether
    // something is accepting connections on a port" is a client's test, and stays.
    unless: /\baccepts?\s+(?:incoming\s+)?(?:tcp\s+|client\s+|network\s+|socket\s+)?connections?\b/i,
    calls: {
      c: ['socket', 'connect'],
      java: ['java.net.Socket'],
      go: ['net.Dial', 'net.DialTimeout'],
      javascript: ['net.connect', 'net.createConnection'],
      rust: ['std::net::TcpStream::connect'],
      python: ['socket.socket', 'socket.socket.connect'],
    },
  },
  {
    task: 'fetch a web page',
    // Fetching, not any mention of a URL: "parse a URL" is string work.
    pattern: new RegExp(
      [
        `\\b(?:download\\w*|fetch\\w*|access|accesses|accessing|get|gets|getting|retriev\\w*|request\\w*|quer(?:y|ies|ying)|call|calls|calling|load|loads|loading|read|reads|reading|open|opens|opening|visit\\w*|scrap\\w*)${W(3)}(?:the\\s+|an?\\s+)?(?:https?|urls?|web\\s*pages?|websites?|web\\s+(?:server|service|api)|online\\s+(?:api|service)|rest\\s+api|api\\s+endpoint)\\b`,
        `\\bhttp\\s+(?:get|post|request|client)\\b`,
        `\\bdownload(?:s|ing)?\\b`,
      ].join('|'),
      'i',
    ),
    // Showing a page, reading a URL's query, redirecting and reading a posted body are not fetching a page.
    unless: anyOf(OPEN_IN_BROWSER, READ_QUERY_PARAMETERS, REDIRECT, READ_JSON_BODY),
    calls: {
      c: ['curl_easy_init', 'curl_easy_setopt', 'curl_easy_perform'],
      java: ['java.net.URL', 'java.net.URL.openConnection', 'java.net.HttpURLConnection', 'java.net.http.HttpClient'],
      go: ['net/http.Get', 'io.ReadAll', 'net/http.NewRequest'],
      javascript: ['fetch', 'https.get'],
      rust: ['reqwest::get', 'reqwest::blocking::get'],
      python: ['requests.get', 'urllib.request.urlopen'],
    },
  },
  {
    task: 'send an HTTP POST',
    pattern: /\bpost\s+requests?\b|\bhttp\s+post\b|\bpost\s+(?:the\s+|a\s+|some\s+)?(?:json|data|form)\s+to\b/i,
    calls: {
      java: ['java.net.http.HttpClient', 'java.net.http.HttpRequest.newBuilder', 'java.net.http.HttpRequest.BodyPublishers.ofString'],
      go: ['net/http.Post', 'net/http.NewRequest'],
      javascript: ['fetch'],
      rust: ['reqwest::Client::post', 'reqwest::blocking::Client::post'],
      python: ['requests.post'],
    },
  },
  {
    task: 'serve HTTP',
    pattern: /\b(?:http|web)\s+servers?\b|\bserve\s+http\b|\b(?:rest|http)\s+(?:api|endpoint)s?\s+server\b/i,
    calls: {
      java: ['com.sun.net.httpserver.HttpServer.create', 'com.sun.net.httpserver.HttpServer'],
      go: ['net/http.ListenAndServe', 'net/http.HandleFunc'],
      javascript: ['http.createServer'],
      python: ['http.server.HTTPServer'],
    },
  },
  {
    // "Resolve a hostname to an IP address" had found address parsers (Go's `net.ParseIP`, Rust's
    // `Ipv4Addr::new`, JavaScript's `net.isIP`) and no lookup.
    task: 'resolve a host name',
    pattern:
      /\b(?:resolv(?:e|es|ed|ing)|look(?:s|ing|ed)?\s*up)\s+(?:a\s+|the\s+|an?\s+|its\s+)?(?:host\s*names?|domain(?:\s+names?)?|dns\s+names?)\b|\bdns\s+(?:look\s*ups?|resolution|quer(?:y|ies))\b|\bhost\s*names?\s+(?:in)?to\s+(?:an?\s+|its\s+)?ip\b|\bip\s+address(?:es)?\s+(?:of|for)\s+(?:a\s+|the\s+)?(?:host|host\s*name|domain|website|site|server)\b/i,
    calls: {
      c: ['getaddrinfo', 'gethostbyname'],
      java: ['java.net.InetAddress.getByName', 'java.net.InetAddress.getAllByName'],
      go: ['net.LookupHost', 'net.LookupIP'],
      javascript: ['dns.lookup', 'dns/promises.lookup'],
      rust: ['std::net::ToSocketAddrs::to_socket_addrs'],
      python: ['socket.gethostbyname', 'socket.getaddrinfo'],
    },
  },
  {
    // "Send a UDP packet" had found `time.Sleep` first in Go and a `send` of an npm package in JavaScript.
    task: 'send and receive UDP datagrams',
    pattern: /\budp\b|\bdatagrams?\b/i,
    calls: {
      c: ['socket', 'sendto', 'recvfrom'],
      java: ['java.net.DatagramSocket', 'java.net.DatagramPacket'],
      go: ['net.DialUDP', 'net.ListenUDP'],
      javascript: ['dgram.createSocket', 'dgram.Socket.send'],
      rust: ['std::net::UdpSocket::bind', 'std::net::UdpSocket::send_to', 'std::net::UdpSocket::recv_from'],
      python: ['socket.socket', 'socket.socket.sendto'],
    },
  },
  {
    // "Send an email" had found Go's `time.Now` and `reflect.Value.Send`, Python's MIME builders and no
    // `smtplib`. C has no mail library in the base.
    task: 'send an email',
    pattern: /\b(?:send|sends|sending|sent)\s+(?:an?\s+|the\s+)?(?:e-?mails?|mail)\b|\bsmtp\b/i,
    calls: {
      java: ['javax.mail.Transport.send'],
      go: ['net/smtp.SendMail'],
      javascript: ['nodemailer.createTransport'],
      python: ['smtplib.SMTP', 'smtplib.SMTP.send_message'],
    },
  },
  {
    // The server's side of a TCP connection: "listen for TCP connections on a port" had Java's `Socket` and
    // JavaScript's `net.connect` (the client's) first, no `ServerSocket` or `net.createServer`.
    task: 'accept TCP connections',
    pattern:
      /\b(?:listen|listens|listening|accept|accepts|accepting|wait|waits|waiting)\s+for\s+(?:incoming\s+)?(?:tcp\s+|client\s+|network\s+|socket\s+)?connections?\b|\btcp\s+(?:server|listener)s?\b|\bsocket\s+servers?\b|\bservers?\s+(?:that\s+)?(?:listens?\s+|listening\s+)?on\s+tcp\s+port\b|\becho\s+servers?\b|\baccepts?\s+(?:incoming\s+)?(?:tcp\s+|client\s+|network\s+|socket\s+)connections?\b/i,
    // A client connecting to a TCP server is the entry above's.
    unless: /\bconnect(?:s|ing|ed)?\s+to\b/i,
    calls: {
      c: ['socket', 'bind', 'listen', 'accept'],
      java: ['java.net.ServerSocket', 'java.net.ServerSocket.accept'],
      go: ['net.Listen', 'net.Listener.Accept'],
      javascript: ['net.createServer', 'net.Server.listen'],
      rust: ['std::net::TcpListener::bind', 'std::net::TcpListener::incoming'],
      python: ['socket.socket.bind', 'socket.socket.listen', 'socket.socket.accept'],
    },
  },
  {
    // "Make an HTTP request with a timeout" found Java's `URL` and `Future.get`, Go's `context.WithTimeout`
    // before any client, Rust's `recv_timeout`: the client's own timeout is the setting a request needs.
    task: 'give an HTTP request a timeout',
    pattern: HTTP_TIMEOUT,
    calls: {
      c: ['curl_easy_setopt'],
      java: ['java.net.http.HttpRequest.Builder.timeout', 'java.net.http.HttpClient.Builder.connectTimeout', 'java.net.URLConnection.setConnectTimeout'],
      go: ['net/http.Client', 'context.WithTimeout'],
      javascript: ['fetch', 'AbortController'],
      rust: ['reqwest::ClientBuilder::timeout', 'reqwest::blocking::ClientBuilder::timeout'],
      python: ['requests.get'],
    },
  },
  {
    // "Check if a TCP port is open" found Go's `net.SplitHostPort` and `net.Listen`, Java's `URL.getPort`, Python's
    // servers (`listenTCP`): a port is tested by connecting to it.
    task: 'test whether a port is open',
    pattern:
      /\b(?:tcp\s+|udp\s+)?ports?\s+(?:\d+\s+)?(?:is\s+|are\s+)?(?:open|reachable|listening|in\s+use|available|free|closed)\b|\bport\s+scan\w*\b|\b(?:open|listening)\s+ports?\b/i,
    calls: {
      c: ['connect', 'socket'],
      java: ['java.net.Socket.connect', 'java.net.InetSocketAddress', 'java.net.Socket'],
      go: ['net.DialTimeout', 'net.Dial'],
      javascript: ['net.createConnection', 'net.connect'],
      rust: ['std::net::TcpStream::connect_timeout', 'std::net::TcpStream::connect'],
      python: ['socket.socket.connect_ex', 'socket.create_connection'],
    },
  },
  {
    // "Get the IP addresses of this machine" found Go's `net.ParseIP`, JavaScript's `net.isIP`, Java's `String.charAt`:
    // the parsing of an address, not this machine's own.
    task: "find this machine's IP addresses",
    pattern:
      /\b(?:ip|ipv4|ipv6|network)\s+addresse?s?\s+of\s+(?:this|the|my|the\s+local|the\s+current)\s+(?:machine|computer|host|system|server|device)\b|\b(?:local|my|own|machine's|computer's|host's)\s+(?:ip|ipv4|ipv6)\s+addresse?s?\b|\bnetwork\s+interfaces?\b/i,
    calls: {
      c: ['getifaddrs'],
      java: ['java.net.InetAddress.getLocalHost', 'java.net.NetworkInterface.getNetworkInterfaces'],
      go: ['net.InterfaceAddrs', 'net.Interfaces'],
      javascript: ['os.networkInterfaces'],
      python: ['socket.gethostbyname', 'socket.gethostname', 'socket.getaddrinfo'],
    },
  },
  {
    // "Open a URL in the default web browser" found every language's HTTP client (fetching the page, not showing it).
    task: 'open a page in the browser',
    pattern: OPEN_IN_BROWSER,
    calls: {
      c: ['system'],
      java: ['java.awt.Desktop.getDesktop', 'java.awt.Desktop.browse'],
      go: ['os/exec.Command'],
      javascript: ['open'],
      python: ['webbrowser.open'],
    },
  },
  {
    // "Read the query parameters of a URL" found Go's `http.Get`, Java's `URL.openConnection`, Python's `urlopen`:
    // fetching the URL, not reading it.
    task: "read a URL's query parameters",
    pattern: READ_QUERY_PARAMETERS,
    calls: {
      java: ['java.net.URI.getQuery', 'java.net.URI'],
      go: ['net/url.URL.Query', 'net/url.ParseQuery', 'net/url.Parse'],
      javascript: ['URLSearchParams', 'URLSearchParams.get', 'URL'],
      rust: ['url::Url::query_pairs', 'url::Url::parse'],
      python: ['urllib.parse.parse_qs', 'urllib.parse.urlparse'],
    },
  },
  {
    // "Set a cookie in an HTTP response" found Go's `Header.Get`, Python's `http.cookiejar.Cookie` (a client's jar).
    task: 'set a cookie',
    pattern: /\b(?:set|sets|setting|send|sends|sending|add|adds|adding|write|writes|writing|issue|issues)\s+(?:an?\s+|the\s+)?(?:http\s+|session\s+)?cookies?\b|\bset-cookie\b/i,
    calls: {
      go: ['net/http.SetCookie', 'net/http.Cookie'],
      python: ['http.cookies.SimpleCookie'],
    },
  },
  {
    // "Serve static files over HTTP" found Python's `os.path.join`, JavaScript's `path.join`.
    task: 'serve static files',
    pattern:
      /\bserv(?:e|es|ing)\s+(?:the\s+|some\s+)?static\s+(?:files?|assets?|content|pages?)\b|\bserv(?:e|es|ing)\s+(?:the\s+)?files\s+(?:in|from|of)\s+(?:a|the)\s+(?:directory|folder)\b|\bstatic\s+file\s+server\b|\bserv(?:e|es|ing)\s+(?:a\s+|the\s+)?(?:directory|folder)\s+over\s+http\b/i,
    calls: {
      go: ['net/http.FileServer', 'net/http.Dir', 'net/http.StripPrefix'],
      javascript: ['express.static'],
      python: ['http.server.SimpleHTTPRequestHandler', 'http.server.HTTPServer'],
    },
  },
  {
    // "Redirect a request to another URL" found Go's `http.Get`, Python's `requests.get` (a client following one).
    task: 'redirect a request',
    pattern: REDIRECT,
    calls: {
      go: ['net/http.Redirect'],
      python: ['flask.redirect'],
    },
  },
  {
    // "Parse an HTML page" found Go's `os.Getpagesize`, JavaScript's string methods.
    task: 'parse HTML',
    pattern:
      /\bpars(?:e|es|ing|ed)\s+(?:an?\s+|the\s+|this\s+|some\s+)?(?:[\w-]+\s+)?html\b|\bhtml\s+(?:parser|parsing)\b|\bscrap(?:e|es|ing)\s+(?:an?\s+|the\s+)?(?:web\s*)?(?:pages?|sites?|websites?)\b|\bweb\s+scrap\w*/i,
    calls: {
      go: ['golang.org/x/net/html.Parse'],
      javascript: ['DOMParser', 'DOMParser.parseFromString', 'cheerio.load'],
      rust: ['html5ever::parse_document'],
      python: ['bs4.BeautifulSoup', 'html.parser.HTMLParser'],
    },
  },
  {
    // "Send a request with basic authentication" found Go's `errors.New`, Rust's `Poll::Ready`, Java's `URL`.
    task: 'authenticate a request with a user and password',
    pattern: /\bbasic[\s-]+auth(?:entication|orization)?\b/i,
    calls: {
      c: ['curl_easy_setopt'],
      java: ['java.util.Base64.getEncoder', 'java.net.URLConnection.setRequestProperty'],
      go: ['net/http.Request.SetBasicAuth'],
      javascript: ['btoa', 'Headers.set', 'fetch'],
      rust: ['reqwest::RequestBuilder::basic_auth', 'reqwest::blocking::RequestBuilder::basic_auth'],
      python: ['requests.auth.HTTPBasicAuth', 'requests.get'],
    },
  },
  {
    // A server reading what a client posted: "read the JSON body of an HTTP request" found Go's `http.NewRequest`
    // (a client's) and `io.ReadAll`, JavaScript's `fetch`.
    task: "read a request's JSON body",
    pattern: READ_JSON_BODY,
    calls: {
      go: ['encoding/json.NewDecoder', 'encoding/json.Decoder.Decode'],
      javascript: ['express.json'],
      python: ['json.loads'],
    },
  },
  {
    // "Upload a file with a POST request" found Go's `http.NewRequest` and no multipart writer, Rust's `Client::post`.
    task: 'upload a file',
    pattern: /\bupload(?:s|ed|ing)?\s+(?:an?\s+|the\s+|this\s+)?(?:[\w-]+\s+)?files?\b|\bmultipart(?:\/form-data|\s+forms?)?\b|\bfile\s+uploads?\b/i,
    calls: {
      c: ['curl_mime_init', 'curl_easy_setopt'],
      go: ['mime/multipart.NewWriter', 'mime/multipart.Writer.CreateFormFile'],
      javascript: ['FormData', 'FormData.append', 'fetch'],
      rust: ['reqwest::multipart::Form'],
      python: ['requests.post'],
    },
  },
];
