/**
 * Everyday tasks of the network: TCP connections, fetching a page or an API (with a timeout) or showing it in the
 * browser, posting, serving HTTP, whether a port is open, this machine's addresses, resolving a
 * host name, UDP datagrams, email. Go's "open a TCP connection" had found `os.Open`, Java's "start an HTTP server"
 * `String.startsWith`.
 */
import { type EverydayTask, W } from './task';

/** A question about an HTTP request's timeout (the client's setting, not a timeout around any call). */
/** A question that shows a page in the user's browser (its own entry: fetching the page is not showing it). */
const OPEN_IN_BROWSER =
  /\b(?:open|opens|opening|launch|launches|launching|show|shows|showing|display|displays)\s+(?:an?\s+|the\s+|this\s+)?(?:url|link|web\s*page|website|web\s*site|page|address)\s+in\s+(?:the\s+|a\s+|their\s+)?(?:(?:default|system|user's|web)\s+){0,2}browser\b|\bin\s+the\s+(?:default|system)\s+(?:web\s+)?browser\b/i;

export const HTTP_TIMEOUT =
  /\b(?:https?|web|api|rest|get|post)?\s*(?:requests?|fetch\w*|downloads?|url|clients?)\b[^.;!?]{0,40}?\btime[\s-]?outs?\b|\btime[\s-]?outs?\b[^.;!?]{0,40}?\b(?:https?\s+requests?|fetch\w*|http\s+clients?|downloads?)\b/i;

export const NETWORK_TASKS: readonly EverydayTask[] = [
  {
    task: 'connect over TCP',
    pattern: /\b(?:tcp|udp)\s+(?:connection|client|socket)s?\b|\bconnect\s+to\s+(?:a|the)\s+(?:remote\s+)?(?:server|host|port)\b|\bopen\s+a\s+(?:tcp\s+|network\s+)?socket\b/i,
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
        `\\b(?:download\\w*|fetch\\w*|get|gets|getting|retriev\\w*|request\\w*|quer(?:y|ies|ying)|call|calls|calling|load|loads|loading|read|reads|reading|open|opens|opening|visit\\w*|scrap\\w*)${W(3)}(?:the\\s+|an?\\s+)?(?:https?|urls?|web\\s*pages?|websites?|web\\s+(?:server|service|api)|online\\s+(?:api|service)|rest\\s+api|api\\s+endpoint)\\b`,
        `\\bhttp\\s+(?:get|post|request|client)\\b`,
        `\\bdownload(?:s|ing)?\\b`,
      ].join('|'),
      'i',
    ),
    unless: OPEN_IN_BROWSER,
    calls: {
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
      /\b(?:listen|listens|listening|accept|accepts|accepting|wait|waits|waiting)\s+for\s+(?:incoming\s+)?(?:tcp\s+|client\s+|network\s+|socket\s+)?connections?\b|\btcp\s+(?:server|listener)s?\b|\bsocket\s+servers?\b/i,
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
];
