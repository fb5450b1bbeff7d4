# The Ruby reader of URI Inspector (docs/readers.md, "Server-side readers"):
# URI.parse(), the RFC 3986 parser of Ruby's standard library. It only
# parses: nothing is fetched, no name is resolved.
#
# The protocol (readers/worker_process.h): one line of hello, then for each
# line of hex read (the link's bytes) one line of JSON written, in order.
require 'json'
require 'uri'

def hex(value)
  value.nil? ? nil : value.to_s.b.unpack1('H*')
end

# The parts as URI.parse gives them: host as written (an IPv6 literal in its
# brackets), the port the scheme's default where none is written (URI::HTTP),
# the opaque part of a URI such as mailto: as its path
def read(text)
  u = URI.parse(text)
  {
    'scheme' => hex(u.scheme),
    'userinfo' => hex(u.userinfo),
    'host' => hex(u.host),
    'port' => hex(u.port),
    'path' => hex(u.opaque || u.path),
    'query' => hex(u.query),
    'fragment' => hex(u.fragment)
  }
rescue StandardError => e
  { 'error' => "#{e.class}: #{e.message}".scrub }
end

$stdout.sync = false
puts JSON.generate('hello' => 'uri-inspector-reader/1', 'runtime' => RUBY_VERSION,
                   'versions' => { 'ruby-uri' => "#{RUBY_VERSION} (uri #{URI::VERSION})" })
$stdout.flush
n = 0
$stdin.each_line do |line|
  n += 1
  text = [line.strip].pack('H*').force_encoding(Encoding::UTF_8)
  puts JSON.generate('n' => n, 'readings' => { 'ruby-uri' => read(text) })
  $stdout.flush
end
