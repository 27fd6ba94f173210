"""Serve dist/ on 127.0.0.1 as a static host would, sending the response headers that
dist/_headers gives each path (written by scripts/csp.mjs: the page's
Content-Security-Policy, and how long each file may be cached). Usage: python3
scripts/serve.py PORT DIR"""

import functools
import http.server
import re
import sys
import urllib.parse
from pathlib import Path


def header_rules(path):
    """The rules of a _headers file (Netlify's and Cloudflare Pages' format): a path pattern
    on a line of its own (`*` matches anything, the rest itself), then its `Name: value`
    lines, indented. As tests/e2e/harness.mjs reads it."""
    rules = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            pattern = ".*".join(re.escape(part) for part in line.strip().split("*"))
            rules.append((re.compile(pattern), []))
        elif rules and ":" in line:
            name, value = line.split(":", 1)
            rules[-1][1].append((name.strip(), value.strip()))
    return rules


def headers_for(rules, path):
    """The headers of every rule whose pattern matches all of `path`, in the file's order."""
    return [h for pattern, headers in rules if pattern.fullmatch(path) for h in headers]


class Handler(http.server.SimpleHTTPRequestHandler):
    rules = []
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
        ".wasm": "application/wasm",
    }

    def end_headers(self):
        path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
        for name, value in headers_for(self.rules, path):
            self.send_header(name, value)
        super().end_headers()


def main():
    port, directory = int(sys.argv[1]), sys.argv[2]
    Handler.rules = header_rules(Path(directory) / "_headers")
    handler = functools.partial(Handler, directory=directory)
    # Port 0 takes a free one; the line below says which (the tests read it).
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"Searchlight is at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops it)", flush=True)
        server.serve_forever()


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
