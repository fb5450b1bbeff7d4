<?php
// The PHP reader of URI Inspector (docs/readers.md, "Server-side readers"):
// parse_url(), and filter_var(FILTER_VALIDATE_URL)'s verdict before it, the
// check-then-use pattern of many PHP applications. It only parses: nothing
// is fetched, no name is resolved.
//
// The protocol (readers/worker_process.h): one line of hello, then for each
// line of hex read (the link's bytes) one line of JSON written, in order.

function hexOf($value)
{
    return $value === null ? null : bin2hex((string) $value);
}

// parse_url() leaves out what is absent; its port is a number
function parsed($text)
{
    $u = parse_url($text);
    if ($u === false) {
        return ['error' => 'parse_url() returned false'];
    }
    $userinfo = null;
    if (isset($u['user'])) {
        $userinfo = $u['user'] . (isset($u['pass']) ? ':' . $u['pass'] : '');
    }
    return [
        'scheme' => hexOf($u['scheme'] ?? null),
        'userinfo' => hexOf($userinfo),
        'host' => hexOf($u['host'] ?? null),
        'port' => hexOf(isset($u['port']) ? (string) $u['port'] : null),
        'path' => hexOf($u['path'] ?? null),
        'query' => hexOf($u['query'] ?? null),
        'fragment' => hexOf($u['fragment'] ?? null),
    ];
}

function validated($text)
{
    if (filter_var($text, FILTER_VALIDATE_URL) === false) {
        return ['error' => 'filter_var(FILTER_VALIDATE_URL) returned false'];
    }
    return parsed($text);
}

$flags = JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE;
echo json_encode([
    'hello' => 'uri-inspector-reader/1',
    'runtime' => PHP_VERSION,
    'versions' => ['php-parse-url' => PHP_VERSION, 'php-filter-var' => PHP_VERSION],
], $flags), "\n";
fflush(STDOUT);
$n = 0;
while (($line = fgets(STDIN)) !== false) {
    ++$n;
    $hex = trim($line);
    $text = $hex === '' ? '' : hex2bin($hex);
    echo json_encode(['n' => $n, 'readings' => [
        'php-parse-url' => parsed($text),
        'php-filter-var' => validated($text),
    ]], $flags), "\n";
    fflush(STDOUT);
}
