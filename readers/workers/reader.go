// The Go reader of URI Inspector (docs/readers.md, "Server-side readers"):
// net/url's Parse(). It only parses: nothing is fetched, no name is
// resolved.
//
// The protocol (readers/worker_process.h): one line of hello, then for each
// line of hex read (the link's bytes) one line of JSON written, in order.
package main

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"net/url"
	"os"
	"runtime"
	"strings"
)

type reading map[string]*string

func encoded(s string) *string {
	h := hex.EncodeToString([]byte(s))
	return &h
}

// read gives url.Parse's reading: Hostname() and Port() of Host, the path as
// written (EscapedPath(), or Opaque for an opaque URL), RawQuery, and the
// fragment as written (EscapedFragment())
func read(text string) map[string]interface{} {
	u, err := url.Parse(text)
	if err != nil {
		return map[string]interface{}{"error": err.Error()}
	}
	r := reading{"scheme": nil, "userinfo": nil, "host": nil, "port": nil, "path": nil, "query": nil, "fragment": nil}
	if u.Scheme != "" {
		r["scheme"] = encoded(u.Scheme)
	}
	if u.User != nil {
		r["userinfo"] = encoded(u.User.String())
	}
	if u.Host != "" {
		r["host"] = encoded(u.Hostname())
		if p := u.Port(); p != "" {
			r["port"] = encoded(p)
		}
	}
	if u.Opaque != "" {
		r["path"] = encoded(u.Opaque)
	} else {
		r["path"] = encoded(u.EscapedPath())
	}
	if u.RawQuery != "" || u.ForceQuery {
		r["query"] = encoded(u.RawQuery)
	}
	if u.Fragment != "" || u.RawFragment != "" {
		r["fragment"] = encoded(u.EscapedFragment())
	}
	out := map[string]interface{}{}
	for k, v := range r {
		out[k] = v
	}
	return out
}

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<16)
	out := bufio.NewWriter(os.Stdout)
	enc := json.NewEncoder(out)
	version := runtime.Version()
	_ = enc.Encode(map[string]interface{}{
		"hello":    "uri-inspector-reader/1",
		"runtime":  version,
		"versions": map[string]string{"go-net-url": version},
	})
	_ = out.Flush()
	for n := 1; ; n++ {
		line, err := in.ReadString('\n')
		if err != nil && line == "" {
			return
		}
		bytes, decodeErr := hex.DecodeString(strings.TrimSpace(line))
		if decodeErr != nil {
			return
		}
		_ = enc.Encode(map[string]interface{}{
			"n":        n,
			"readings": map[string]interface{}{"go-net-url": read(string(bytes))},
		})
		// replies go out when no request is waiting: a batch is answered in blocks
		if in.Buffered() == 0 {
			_ = out.Flush()
		}
	}
}
