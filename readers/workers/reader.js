// The Node.js reader of URI Inspector (docs/readers.md, "Server-side
// readers"): the legacy url.parse() and the WHATWG URL class, a second
// implementation of the URL Standard. It only parses: nothing is fetched,
// no name is resolved.
//
// The protocol (readers/worker_process.h): one line of hello, then for each
// line of hex read (the link's bytes) one line of JSON written, in order.
'use strict';
const url = require('node:url');
const readline = require('node:readline');

const hex = (value) => (value === null || value === undefined ? null : Buffer.from(value, 'utf8').toString('hex'));

function failure(error) {
    return { error: (error && error.code ? error.code + ': ' : '') + String(error && error.message !== undefined ? error.message : error) };
}

// url.parse() gives null for what is absent; its search and hash keep "?"
// and "#", its protocol the ":"
function legacy(text) {
    try {
        const u = url.parse(text);
        const strip = (value, mark) => (value === null || value === undefined ? null : value.startsWith(mark) ? value.slice(1) : value);
        return {
            scheme: hex(u.protocol && u.protocol.endsWith(':') ? u.protocol.slice(0, -1) : u.protocol),
            userinfo: hex(u.auth),
            host: hex(u.hostname),
            port: hex(u.port),
            path: hex(u.pathname),
            query: hex(strip(u.search, '?')),
            fragment: hex(strip(u.hash, '#')),
        };
    } catch (error) {
        return failure(error);
    }
}

// The URL class gives "" for what is absent: "" counts as absent, except the
// path, which a URL always has
function whatwg(text) {
    try {
        const u = new URL(text);
        const userinfo = u.username || u.password ? u.username + (u.password ? ':' + u.password : '') : null;
        return {
            scheme: hex(u.protocol.slice(0, -1)),
            userinfo: hex(userinfo),
            host: hex(u.hostname || null),
            port: hex(u.port || null),
            path: hex(u.pathname),
            query: hex(u.search ? u.search.slice(1) : null),
            fragment: hex(u.hash ? u.hash.slice(1) : null),
        };
    } catch (error) {
        return failure(error);
    }
}

process.stdout.write(JSON.stringify({
    hello: 'uri-inspector-reader/1',
    runtime: process.version,
    versions: { 'node-url-parse': process.version, 'node-url': process.version },
}) + '\n');

let n = 0;
readline.createInterface({ input: process.stdin, crlfDelay: Infinity }).on('line', (line) => {
    n += 1;
    const text = Buffer.from(line.trim(), 'hex').toString('utf8');
    process.stdout.write(JSON.stringify({ n, readings: { 'node-url-parse': legacy(text), 'node-url': whatwg(text) } }) + '\n');
});
