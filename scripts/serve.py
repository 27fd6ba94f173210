"""Serve dist/ on 127.0.0.1 as a static host would, sending the response headers that
dist/_headers lists for every path (written by scripts/csp.mjs: the page's
Content-Security-Policy). Usage: python3 scripts/serve.py PORT DIR"""

import functools
import http.server
import sys
from pathlib import Path


def headers_for_every_path(path):
    """The `Name: value` lines under `/*` in a _headers file (Netlify's format)."""
    headers, current = [], None
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            current = line.strip()
        elif current == "/*" and ":" in line:
            name, value = line.split(":", 1)
            headers.append((name.strip(), value.strip()))
    return headers


class Handler(http.server.SimpleHTTPRequestHandler):
    extra_headers = []
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
        ".wasm": "application/wasm",
    }

    def end_headers(self):
        for name, value in self.extra_headers:
            self.send_header(name, value)
        super().end_headers()


def main():
    port, directory = int(sys.argv[1]), sys.argv[2]
    Handler.extra_headers = headers_for_every_path(Path(directory) / "_headers")
    handler = functools.partial(Handler, directory=directory)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        server.serve_forever()


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
