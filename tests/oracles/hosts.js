// The oracles of tst_oracle_hosts: for each host on standard input (UTF-8,
// one per line), what `new URL("https://" + host + "/")` gives as hostname
// (null: failure) in Node's built-in URL and in the URL Standard's reference
// implementation, the npm package whatwg-url (installed beside this script
// by .ci/setup, version pinned in package.json).
//
// Output, as JSON lines: first {"versions": {...}}, then one line per host,
// {"node": hostname-or-null, "whatwgUrl": hostname-or-null}, in input order.
// When whatwg-url cannot be loaded: {"error": "..."} and exit status 3.
"use strict";

const fs = require("fs");
const path = require("path");

let WhatwgUrl;
const versions = { node: process.version };
try {
  WhatwgUrl = require("whatwg-url").URL;
  const here = path.join(__dirname, "node_modules");
  const version = name => JSON.parse(fs.readFileSync(path.join(here, name, "package.json"), "utf8"));
  versions.whatwgUrl = version("whatwg-url").version;
  const tr46 = version("tr46");
  versions.tr46 = tr46.version;
  versions.tr46Unicode = tr46.unicodeVersion || null;
} catch (e) {
  process.stdout.write(JSON.stringify({ error: "whatwg-url: " + e.message }) + "\n");
  process.exit(3);
}

// The hostname, or null when the URL parser fails (a TypeError); any other
// error is a broken installation and is thrown.
function hostname(Constructor, host) {
  try {
    return new Constructor("https://" + host + "/").hostname;
  } catch (e) {
    if (e instanceof TypeError) {
      return null;
    }
    throw e;
  }
}

function fail(message) {
  process.stdout.write(JSON.stringify({ error: message }) + "\n");
  process.exit(3);
}

try {
  // whatwg-url must work on this Node before it can be an oracle
  if (hostname(WhatwgUrl, "EXAMPLE.com") !== "example.com" ||
      hostname(WhatwgUrl, "\u00E9") !== "xn--9ca" || hostname(WhatwgUrl, "a b") !== null) {
    fail("whatwg-url " + versions.whatwgUrl + " does not work on Node " + process.version);
  }
  const input = fs.readFileSync(0, "utf8");
  const hosts = input.split("\n");
  if (hosts.length > 0 && hosts[hosts.length - 1] === "") {
    hosts.pop();
  }
  const out = [JSON.stringify({ versions })];
  for (const host of hosts) {
    out.push(JSON.stringify({ node: hostname(URL, host), whatwgUrl: hostname(WhatwgUrl, host) }));
  }
  process.stdout.write(out.join("\n") + "\n");
} catch (e) {
  fail("hosts.js: " + e.message);
}
