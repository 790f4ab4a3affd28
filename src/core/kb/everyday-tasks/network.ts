/**
 * Everyday tasks of the network: TCP connections, fetching a page or an API (with a timeout), posting, serving HTTP, resolving a
 * host name, UDP datagrams, email. Go's "open a TCP connection" had found `os.Open`, Java's "start an HTTP server"
 * `String.startsWith`.
 */
import { type EverydayTask, W } from './task';

/** A question about an HTTP request's timeout (the client's setting, not a timeout around any call). */
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
];
