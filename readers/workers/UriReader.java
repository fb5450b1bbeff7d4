// The Java reader of URI Inspector (docs/readers.md, "Server-side readers"):
// java.net.URI and java.net.URL. It only parses: nothing is fetched, no name
// is resolved (URL's constructor looks up no host; equals() and hashCode(),
// which would, are never called).
//
// The protocol (readers/worker_process.h): one line of hello, then for each
// line of hex read (the link's bytes) one line of JSON written, in order.

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;

public final class UriReader {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private static String hex(String value) {
        if (value == null) {
            return "null";
        }
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        StringBuilder out = new StringBuilder(bytes.length * 2 + 2).append('"');
        for (byte b : bytes) {
            out.append(HEX[(b >> 4) & 15]).append(HEX[b & 15]);
        }
        return out.append('"').toString();
    }

    private static String quoted(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); ++i) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20 || Character.isSurrogate(c)) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }

    private static String reading(String scheme, String userinfo, String host, int port, String path,
                                  String query, String fragment) {
        return "{\"scheme\":" + hex(scheme) + ",\"userinfo\":" + hex(userinfo) + ",\"host\":" + hex(host)
            + ",\"port\":" + hex(port < 0 ? null : Integer.toString(port)) + ",\"path\":" + hex(path)
            + ",\"query\":" + hex(query) + ",\"fragment\":" + hex(fragment) + "}";
    }

    private static String failure(Exception e) {
        return "{\"error\":" + quoted(e.getClass().getName() + ": " + e.getMessage()) + "}";
    }

    // The raw (as written) parts; getHost() is null where the authority is
    // not a server's (a registry-based authority, RFC 2396 §3.2)
    static String uri(String text) {
        try {
            URI u = new URI(text);
            return reading(u.getScheme(), u.getRawUserInfo(), u.getHost(), u.getPort(),
                           u.isOpaque() ? u.getRawSchemeSpecificPart() : u.getRawPath(), u.getRawQuery(),
                           u.getRawFragment());
        } catch (Exception e) {
            return failure(e);
        }
    }

    @SuppressWarnings("deprecation") // new URL(String): what servers on Java 17 and older call
    static String url(String text) {
        try {
            URL u = new URL(text);
            return reading(u.getProtocol(), u.getUserInfo(), u.getHost(), u.getPort(), u.getPath(), u.getQuery(),
                           u.getRef());
        } catch (Exception e) {
            return failure(e);
        }
    }

    private static String decode(String hexText) {
        byte[] bytes = new byte[hexText.length() / 2];
        for (int i = 0; i < bytes.length; ++i) {
            bytes[i] = (byte) Integer.parseInt(hexText.substring(2 * i, 2 * i + 2), 16);
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII), 1 << 16);
        BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16);
        String version = quoted(System.getProperty("java.version"));
        out.write("{\"hello\":\"uri-inspector-reader/1\",\"runtime\":" + version + ",\"versions\":{\"java-uri\":"
                  + version + ",\"java-url\":" + version + "}}\n");
        out.flush();
        String line;
        for (int n = 1; (line = in.readLine()) != null; ++n) {
            String text = decode(line.trim());
            out.write("{\"n\":" + n + ",\"readings\":{\"java-uri\":" + uri(text) + ",\"java-url\":" + url(text) + "}}\n");
            // replies go out when no request is waiting: a batch is answered in blocks
            if (!in.ready()) {
                out.flush();
            }
        }
        out.flush();
    }
}
