<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>uri::resolve::Wording</name>
    <message>
        <source>{component} = &quot;{value}&quot;</source>
        <translation>{component} = 「{value}」</translation>
    </message>
    <message>
        <source>undefined: {components}</source>
        <translation>未定義: {components}</translation>
    </message>
    <message>
        <source>the reference&apos;s scheme &quot;{scheme}&quot; is the base&apos;s, and a non-strict parser ignores it: undefine(R.scheme)</source>
        <translation>参照のスキーム「{scheme}」は基底のものと同じなので、非厳格なパーサは無視します: undefine(R.scheme)</translation>
    </message>
    <message>
        <source>the reference has a scheme, &quot;{scheme}&quot;: the target takes its scheme, authority, path and query</source>
        <translation>参照にスキーム「{scheme}」があります: 目標は参照のスキーム、オーソリティ、パス、クエリを取ります</translation>
    </message>
    <message>
        <source>the reference has an authority, &quot;{authority}&quot;: the target takes it, with the reference&apos;s path and query</source>
        <translation>参照にオーソリティ「{authority}」があります: 目標はそれを、参照のパスとクエリとともに取ります</translation>
    </message>
    <message>
        <source>the reference&apos;s path is empty: the target keeps the base path &quot;{path}&quot;</source>
        <translation>参照のパスが空です: 目標は基底のパス「{path}」を保ちます</translation>
    </message>
    <message>
        <source>the reference&apos;s path &quot;{path}&quot; starts with &quot;/&quot;: it is the target&apos;s path, once its dot segments are removed</source>
        <translation>参照のパス「{path}」は「/」で始まります: ドットセグメントを取り除いたものが目標のパスです</translation>
    </message>
    <message>
        <source>the reference&apos;s path is appended to the base path up to its last &quot;/&quot;, &quot;{directory}&quot;</source>
        <translation>参照のパスを、基底のパスの最後の「/」まで (「{directory}」) に連結します</translation>
    </message>
    <message>
        <source>the base has an authority and an empty path: the merged path is &quot;/&quot; and &quot;{path}&quot;</source>
        <translation>基底にオーソリティがあり、パスが空です: 併合したパスは「/」と「{path}」です</translation>
    </message>
    <message>
        <source>the target takes the reference&apos;s query, &quot;{query}&quot;</source>
        <translation>目標は参照のクエリ「{query}」を取ります</translation>
    </message>
    <message>
        <source>the reference&apos;s query is undefined: so is the target&apos;s (no &quot;?&quot;)</source>
        <translation>参照のクエリは未定義です: 目標のクエリも未定義です (「?」なし)</translation>
    </message>
    <message>
        <source>the reference has no query: the target takes the base&apos;s, &quot;{query}&quot;</source>
        <translation>参照にクエリがありません: 目標は基底のクエリ「{query}」を取ります</translation>
    </message>
    <message>
        <source>neither the reference nor the base has a query: the target&apos;s is undefined (no &quot;?&quot;)</source>
        <translation>参照にも基底にもクエリがありません: 目標のクエリは未定義です (「?」なし)</translation>
    </message>
    <message>
        <source>the target takes the base&apos;s authority, &quot;{authority}&quot;</source>
        <translation>目標は基底のオーソリティ「{authority}」を取ります</translation>
    </message>
    <message>
        <source>the base has no authority: the target&apos;s is undefined (no &quot;//&quot;)</source>
        <translation>基底にオーソリティがありません: 目標のオーソリティは未定義です (「//」なし)</translation>
    </message>
    <message>
        <source>the target takes the base&apos;s scheme, &quot;{scheme}&quot;</source>
        <translation>目標は基底のスキーム「{scheme}」を取ります</translation>
    </message>
    <message>
        <source>the target takes the reference&apos;s fragment, &quot;{fragment}&quot;</source>
        <translation>目標は参照のフラグメント「{fragment}」を取ります</translation>
    </message>
    <message>
        <source>the reference&apos;s fragment is undefined: so is the target&apos;s (no &quot;#&quot;; a fragment never comes from the base)</source>
        <translation>参照のフラグメントは未定義です: 目標のフラグメントも未定義です (「#」なし。フラグメントは基底からは決して来ません)</translation>
    </message>
    <message>
        <source>the components are put together (§5.3): the target is &quot;{target}&quot;</source>
        <translation>構成要素を組み立てます (§5.3): 目標は「{target}」です</translation>
    </message>
    <message>
        <source>hazard: the rootless path became absolute</source>
        <translation>危険: ルートなしのパスが絶対パスになりました</translation>
    </message>
    <message>
        <source>hazard: the path begins with &quot;//&quot; and reparses as an authority</source>
        <translation>危険: パスが「//」で始まり、読み直すとオーソリティになります</translation>
    </message>
    <message>
        <source>the input buffer holds the path; the output buffer is empty</source>
        <translation>入力バッファにパスを置きます。出力バッファは空です</translation>
    </message>
    <message>
        <source>the input starts with &quot;{prefix}&quot;; that prefix is removed</source>
        <translation>入力が「{prefix}」で始まります: その先頭部分を取り除きます</translation>
    </message>
    <message>
        <source>the input starts with &quot;{prefix}&quot;; it becomes &quot;/&quot;</source>
        <translation>入力が「{prefix}」で始まります: それを「/」にします</translation>
    </message>
    <message>
        <source>the input starts with &quot;{prefix}&quot;; it becomes &quot;/&quot;, and the last segment of the output, &quot;{segment}&quot;, is removed</source>
        <translation>入力が「{prefix}」で始まります: それを「/」にし、出力の最後のセグメント「{segment}」を取り除きます</translation>
    </message>
    <message>
        <source>the input starts with &quot;{prefix}&quot;; it becomes &quot;/&quot;, and the output has no segment to remove</source>
        <translation>入力が「{prefix}」で始まります: それを「/」にしますが、出力には取り除くセグメントがありません</translation>
    </message>
    <message>
        <source>the input is only &quot;{input}&quot;; it is removed</source>
        <translation>入力は「{input}」だけです: それを取り除きます</translation>
    </message>
    <message>
        <source>the first segment of the input, &quot;{segment}&quot;, moves to the end of the output</source>
        <translation>入力の最初のセグメント「{segment}」を出力の末尾に移します</translation>
    </message>
    <message>
        <source>the input is empty; the output buffer &quot;{output}&quot; is the result</source>
        <translation>入力が空です: 出力バッファ「{output}」が結果です</translation>
    </message>
    <message>
        <source>the base URL is the empty string, and the reference has no scheme</source>
        <translation>基底 URL は空文字列で、参照にスキームがありません</translation>
    </message>
    <message>
        <source>the base URL is the empty string: the reference is interpreted as an absolute URL</source>
        <translation>基底 URL は空文字列です: 参照を絶対 URL として解釈します</translation>
    </message>
    <message>
        <source>the embedded URL is entirely empty: it inherits the entire base URL, and we are done</source>
        <translation>埋め込み URL は完全に空です: 基底 URL 全体を受け継ぎ、終わりです</translation>
    </message>
    <message>
        <source>the reference consists only of a fragment identifier: it refers to the current document, and we are done</source>
        <translation>参照はフラグメント識別子だけです: 現在の文書を指し、終わりです</translation>
    </message>
    <message>
        <source>the reference is empty: it refers to the current document, and we are done</source>
        <translation>参照は空です: 現在の文書を指し、終わりです</translation>
    </message>
    <message>
        <source>the reference starts with a scheme name &quot;{scheme}&quot;: it is an absolute URL, and we are done</source>
        <translation>参照はスキーム名「{scheme}」で始まります: 絶対 URL であり、終わりです</translation>
    </message>
    <message>
        <source>the reference inherits the scheme &quot;{scheme}&quot; of the base</source>
        <translation>参照は基底のスキーム「{scheme}」を受け継ぎます</translation>
    </message>
    <message>
        <source>the reference&apos;s {component} &quot;{value}&quot; is non-empty: it is a network path; skip to Step 7</source>
        <translation>参照の {component}「{value}」は空ではありません: ネットワークパスなので、ステップ 7 へ進みます</translation>
    </message>
    <message>
        <source>the reference&apos;s {component} &quot;{value}&quot; is defined: it is a network path; skip to Step 7</source>
        <translation>参照の {component}「{value}」は定義されています: ネットワークパスなので、ステップ 7 へ進みます</translation>
    </message>
    <message>
        <source>the reference inherits the {component} &quot;{value}&quot; of the base</source>
        <translation>参照は基底の {component}「{value}」を受け継ぎます</translation>
    </message>
    <message>
        <source>the base has no {component}, and so the reference has none</source>
        <translation>基底に {component} がないので、参照にもありません</translation>
    </message>
    <message>
        <source>the reference&apos;s path &quot;{path}&quot; is preceded by a slash: it is not relative; skip to Step 7</source>
        <translation>参照のパス「{path}」はスラッシュで始まります: 相対ではないので、ステップ 7 へ進みます</translation>
    </message>
    <message>
        <source>the reference&apos;s path is empty: it inherits the base path &quot;{path}&quot;</source>
        <translation>参照のパスが空です: 基底のパス「{path}」を受け継ぎます</translation>
    </message>
    <message>
        <source>the reference&apos;s {component} &quot;{value}&quot; is non-empty: skip to Step 7</source>
        <translation>参照の {component}「{value}」は空ではありません: ステップ 7 へ進みます</translation>
    </message>
    <message>
        <source>the reference&apos;s {component} is empty: it inherits the base&apos;s {component} &quot;{value}&quot;</source>
        <translation>参照の {component} は空です: 基底の {component}「{value}」を受け継ぎます</translation>
    </message>
    <message>
        <source>the reference&apos;s {component} is empty, and the base has none</source>
        <translation>参照の {component} は空で、基底にもありません</translation>
    </message>
    <message>
        <source>all but the last segment of the base path &quot;{path}&quot; is copied to a buffer</source>
        <translation>基底のパス「{path}」の最後のセグメント以外をバッファにコピーします</translation>
    </message>
    <message>
        <source>the reference&apos;s path &quot;{path}&quot; is appended to the buffer</source>
        <translation>参照のパス「{path}」をバッファに追加します</translation>
    </message>
    <message>
        <source>the last segment &quot;{segment}&quot; of the base path is removed and the reference&apos;s path &quot;{path}&quot; appended in its place</source>
        <translation>基底のパスの最後のセグメント「{segment}」を取り除き、その場所に参照のパス「{path}」を追加します</translation>
    </message>
    <message>
        <source>the last segment &quot;{segment}&quot; of the base path is removed and the reference&apos;s path and query &quot;{path}&quot; appended in its place</source>
        <translation>基底のパスの最後のセグメント「{segment}」を取り除き、その場所に参照のパスとクエリ「{path}」を追加します</translation>
    </message>
    <message>
        <source>removed {count} occurrence(s) of &quot;./&quot;</source>
        <translation>「./」を {count} 個取り除きました</translation>
    </message>
    <message>
        <source>removed the final &quot;.&quot;</source>
        <translation>末尾の「.」を取り除きました</translation>
    </message>
    <message>
        <source>removed &quot;{segment}&quot;</source>
        <translation>「{segment}」を取り除きました</translation>
    </message>
    <message>
        <source>removed the final &quot;{segment}&quot;</source>
        <translation>末尾の「{segment}」を取り除きました</translation>
    </message>
    <message>
        <source>the buffer still begins with &quot;..&quot;: an error; the &quot;..&quot; segments are retained</source>
        <translation>バッファがまだ「..」で始まります: エラーです。「..」セグメントは残します</translation>
    </message>
    <message>
        <source>the buffer is the new path</source>
        <translation>バッファが新しいパスです</translation>
    </message>
    <message>
        <source>the components are recombined: &quot;{target}&quot;</source>
        <translation>構成要素を組み立て直します: 「{target}」</translation>
    </message>
    <message>
        <source>the &quot;/&quot; after the {component} is written, being no part of the path</source>
        <translation>{component} の後の「/」はパスの一部ではないので、ここで書き足します</translation>
    </message>
    <message>
        <source>hazard: the path joins the authority</source>
        <translation>危険: パスがオーソリティにつながります</translation>
    </message>
    <message>
        <source>the scheme parts are different: the whole absolute URI is given</source>
        <translation>スキーム部分が異なります: 絶対 URI 全体が与えられています</translation>
    </message>
    <message>
        <source>the scheme parts are the same (&quot;{scheme}&quot;): the scheme is omitted</source>
        <translation>スキーム部分が同じ (「{scheme}」) です: スキームは省略されます</translation>
    </message>
    <message>
        <source>the partial URI starts with {count} consecutive slash(es), and the context URI has no run of exactly that many</source>
        <translation>部分 URI は {count} 個の連続したスラッシュで始まりますが、文脈 URI にはちょうどその数の連続がありません</translation>
    </message>
    <message>
        <source>the partial URI starts with {count} consecutive slash(es): everything of the context URI before its first run of exactly as many, &quot;{prefix}&quot;, is prepended</source>
        <translation>部分 URI は {count} 個の連続したスラッシュで始まります: 文脈 URI の、同じ数のスラッシュが最初に連続する所より前 (「{prefix}」) を前に付けます</translation>
    </message>
    <message>
        <source>the last part &quot;{part}&quot; of the context path is removed and the partial URI &quot;{partial}&quot; appended in its place</source>
        <translation>文脈パスの最後の部分「{part}」を取り除き、その場所に部分 URI「{partial}」を追加します</translation>
    </message>
    <message>
        <source>the full URL: &quot;{target}&quot;</source>
        <translation>完全な URL: 「{target}」</translation>
    </message>
</context>
<context>
    <name>uri::security::Message</name>
    <message>
        <source>&quot;{domain}&quot; appears inside the host but the domain that owns it is &quot;{owner}&quot;</source>
        <translation>「{domain}」がホストの中に現れますが、このホストを所有するドメインは「{owner}」です</translation>
    </message>
    <message>
        <source>&quot;{domain}&quot; appears inside the host, with more written after it, but the domain that owns it is &quot;{owner}&quot;</source>
        <translation>「{domain}」がホストの中に現れ、その後にさらに文字が続いていますが、このホストを所有するドメインは「{owner}」です</translation>
    </message>
    <message>
        <source>&quot;{domain}&quot; appears inside the host, written with look-alikes of &quot;/&quot; or &quot;.&quot;, but the domain that owns it is &quot;{owner}&quot;</source>
        <translation>「{domain}」が「/」や「.」に似た文字を使ってホストの中に書かれていますが、このホストを所有するドメインは「{owner}」です</translation>
    </message>
    <message>
        <source>&quot;{host}&quot; uses the brand &quot;{brand}&quot; ({brand_domain}) under another suffix, but its owner is &quot;{owner}&quot;</source>
        <translation>「{host}」はブランド「{brand}」({brand_domain}) を別のサフィックスの下で使っていますが、所有者は「{owner}」です</translation>
    </message>
    <message>
        <source>&quot;{host}&quot; uses the brand &quot;{brand}&quot; ({brand_domain}) as a word of its own, but its owner is &quot;{owner}&quot;</source>
        <translation>「{host}」はブランド「{brand}」({brand_domain}) を独立した単語として使っていますが、所有者は「{owner}」です</translation>
    </message>
    <message>
        <source>&quot;{host}&quot; uses the brand &quot;{brand}&quot; ({brand_domain}) as a word of its own in a subdomain, but its owner is &quot;{owner}&quot;</source>
        <translation>「{host}」はブランド「{brand}」({brand_domain}) をサブドメインの中で独立した単語として使っていますが、所有者は「{owner}」です</translation>
    </message>
    <message>
        <source>&quot;{host}&quot; uses the brand &quot;{brand}&quot; ({brand_domain}) written with look-alike characters (&quot;{word}&quot;), but its owner is &quot;{owner}&quot;</source>
        <translation>「{host}」はブランド「{brand}」({brand_domain}) を似た文字で書いた形 (「{word}」) で使っていますが、所有者は「{owner}」です</translation>
    </message>
    <message>
        <source>&quot;{host}&quot; uses the brand &quot;{brand}&quot; ({brand_domain}) written with look-alike characters (&quot;{word}&quot;) in a subdomain, but its owner is &quot;{owner}&quot;</source>
        <translation>「{host}」はブランド「{brand}」({brand_domain}) をサブドメインの中で似た文字で書いた形 (「{word}」) で使っていますが、所有者は「{owner}」です</translation>
    </message>
    <message>
        <source>&quot;{host}&quot; uses the brand &quot;{brand}&quot; ({brand_domain}) glued to &quot;{word}&quot;, but its owner is &quot;{owner}&quot;</source>
        <translation>「{host}」はブランド「{brand}」({brand_domain}) を「{word}」とつなげて使っていますが、所有者は「{owner}」です</translation>
    </message>
    <message>
        <source>&quot;{host}&quot; uses the brand &quot;{brand}&quot; ({brand_domain}) glued to &quot;{word}&quot; in a subdomain, but its owner is &quot;{owner}&quot;</source>
        <translation>「{host}」はブランド「{brand}」({brand_domain}) をサブドメインの中で「{word}」とつなげて使っていますが、所有者は「{owner}」です</translation>
    </message>
    <message>
        <source>&quot;{host}&quot; uses the brand &quot;{brand}&quot; ({brand_domain}) as a subdomain, but its owner is &quot;{owner}&quot;</source>
        <translation>「{host}」はブランド「{brand}」({brand_domain}) をサブドメインとして使っていますが、所有者は「{owner}」です</translation>
    </message>
    <message>
        <source>The host is padded ({labels} labels below &quot;{owner}&quot;), which pushes the real domain &quot;{owner}&quot; out of a narrow address bar</source>
        <translation>ホストが水増しされています (「{owner}」の下にラベルが {labels} 個)。狭いアドレスバーでは本当のドメイン「{owner}」が押し出されて見えなくなります</translation>
    </message>
    <message>
        <source>The host is padded (a label of 40 or more characters), which pushes the real domain &quot;{owner}&quot; out of a narrow address bar</source>
        <translation>ホストが水増しされています (40 文字以上のラベル)。狭いアドレスバーでは本当のドメイン「{owner}」が押し出されて見えなくなります</translation>
    </message>
    <message>
        <source>The host is padded (a run of four or more hyphens), which pushes the real domain &quot;{owner}&quot; out of a narrow address bar</source>
        <translation>ホストが水増しされています (4 個以上連続するハイフン)。狭いアドレスバーでは本当のドメイン「{owner}」が押し出されて見えなくなります</translation>
    </message>
    <message>
        <source>The host is padded (a &quot;com-&quot; or &quot;-com&quot; token), which pushes the real domain &quot;{owner}&quot; out of a narrow address bar</source>
        <translation>ホストが水増しされています (「com-」または「-com」というトークン)。狭いアドレスバーでは本当のドメイン「{owner}」が押し出されて見えなくなります</translation>
    </message>
    <message>
        <source>&quot;{suffix}&quot; is a shared hosting suffix: the owner is the tenant &quot;{owner}&quot;, not the suffix&apos;s operator</source>
        <translation>「{suffix}」は共有ホスティングのサフィックスです: 所有者はサフィックスの運営者ではなく、利用者の「{owner}」です</translation>
    </message>
    <message>
        <source>The top-level domain &quot;.{tld}&quot; is also a file extension</source>
        <translation>トップレベルドメイン「.{tld}」はファイル拡張子でもあります</translation>
    </message>
    <message>
        <source>The top-level domain &quot;.{tld}&quot; is also a file extension, here together with a deceptive userinfo or path</source>
        <translation>トップレベルドメイン「.{tld}」はファイル拡張子でもあり、ここでは紛らわしい userinfo またはパスと組み合わされています</translation>
    </message>
    <message>
        <source>The top-level domain &quot;{tld}&quot; is not in the Public Suffix List</source>
        <translation>トップレベルドメイン「{tld}」は Public Suffix List にありません</translation>
    </message>
    <message>
        <source>The host {address} is a loopback address: the link targets the machine that opens it ({cidr}, {block})</source>
        <translation>ホスト {address} はループバックアドレスです: リンクはそれを開いたマシン自身を指します ({cidr}、IANA の登録名「{block}」)</translation>
    </message>
    <message>
        <source>The host {address} is the unspecified address: connecting to it reaches local services ({cidr}, {block})</source>
        <translation>ホスト {address} は未指定アドレスです: 接続するとローカルのサービスに届きます ({cidr}、IANA の登録名「{block}」)</translation>
    </message>
    <message>
        <source>The host {address} is a private or shared address: the link targets the local network ({cidr}, {block})</source>
        <translation>ホスト {address} はプライベートまたは共有のアドレスです: リンクはローカルネットワークを指します ({cidr}、IANA の登録名「{block}」)</translation>
    </message>
    <message>
        <source>The host {address} is a link-local address ({cidr}, {block})</source>
        <translation>ホスト {address} はリンクローカルアドレスです ({cidr}、IANA の登録名「{block}」)</translation>
    </message>
    <message>
        <source>The host {address} is a cloud metadata endpoint: it hands out credentials ({cidr}, {block})</source>
        <translation>ホスト {address} はクラウドのメタデータエンドポイントです: 認証情報を渡してしまいます ({cidr}、IANA の登録名「{block}」)</translation>
    </message>
    <message>
        <source>The host {address} is a special-purpose address ({cidr}, {block})</source>
        <translation>ホスト {address} は特殊用途アドレスです ({cidr}、IANA の登録名「{block}」)</translation>
    </message>
    <message>
        <source>The embedded IPv4 address {address} is {class} ({block})</source>
        <translation>埋め込まれた IPv4 アドレス {address} は {class} です (IANA の登録名「{block}」)</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is a loopback name: it targets the machine that opens the link</source>
        <translation>「{name}」はループバックの名前です: リンクを開いたマシン自身を指します</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is a cloud metadata endpoint: it hands out credentials</source>
        <translation>「{name}」はクラウドのメタデータエンドポイントです: 認証情報を渡してしまいます</translation>
    </message>
    <message>
        <source>IPv6 address {ipv6} embeds the IPv4 address {ipv4} ({block}), which is {class}</source>
        <translation>IPv6 アドレス {ipv6} は IPv4 アドレス {ipv4} (IANA の登録名「{block}」) を埋め込んでおり、これは {class} です</translation>
    </message>
    <message>
        <source>IPv6 address {ipv6} embeds the IPv4 address {ipv4} ({block}), which is public</source>
        <translation>IPv6 アドレス {ipv6} は IPv4 アドレス {ipv4} (IANA の登録名「{block}」) を埋め込んでおり、これは公開アドレスです</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; ends in &quot;{suffix}&quot;, a name that only makes sense inside a network or is reserved</source>
        <translation>「{name}」は「{suffix}」で終わります。これはネットワーク内部でしか意味を持たないか、予約された名前です</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is a single-label name: it only resolves inside a network</source>
        <translation>「{name}」は単一ラベルの名前です: ネットワーク内部でしか名前解決できません</translation>
    </message>
    <message>
        <source>&quot;{service}&quot; is a wildcard DNS service: this name resolves to {address} ({class})</source>
        <translation>「{service}」はワイルドカード DNS サービスです: この名前は {address} ({class}) に解決されます</translation>
    </message>
    <message>
        <source>&quot;{service}&quot; is a wildcard DNS service: this name resolves to {address} (public)</source>
        <translation>「{service}」はワイルドカード DNS サービスです: この名前は {address} (公開アドレス) に解決されます</translation>
    </message>
    <message>
        <source>The host is the public IP address {address}: the link names no domain, so its owner cannot be read from it</source>
        <translation>ホストは公開 IP アドレス {address} です: リンクがドメイン名を示さないため、持ち主をリンクから読み取れません</translation>
    </message>
    <message>
        <source>IPv6 zone identifier &quot;{zone}&quot;: RFC 6874 allowed it, browsers reject it, libraries differ</source>
        <translation>IPv6 ゾーン識別子「{zone}」: RFC 6874 は認めていましたが、ブラウザーは拒否し、ライブラリによって扱いが異なります</translation>
    </message>
    <message>
        <source>The URL is {bytes} bytes long ({serialized_bytes} as a browser serializes it): long URLs hide the host and are cut in logs</source>
        <translation>URL の長さは {bytes} バイトです (ブラウザーがシリアライズすると {serialized_bytes} バイト): 長い URL はホストを見えにくくし、ログでは切り詰められます</translation>
    </message>
    <message>
        <source>The host is {length} octets long; DNS allows 253</source>
        <translation>ホストの長さは {length} オクテットです。DNS で許されるのは 253 までです</translation>
    </message>
    <message>
        <source>The host has a label of {length} octets (DNS allows 63): a browser accepts it, DNS cannot resolve it</source>
        <translation>ホストに {length} オクテットのラベルがあります (DNS で許されるのは 63 まで): ブラウザーは受け付けますが、DNS では名前解決できません</translation>
    </message>
    <message>
        <source>The host has an empty label: a browser accepts it, DNS cannot resolve it</source>
        <translation>ホストに空のラベルがあります: ブラウザーは受け付けますが、DNS では名前解決できません</translation>
    </message>
    <message>
        <source>The host has a label that starts or ends with &quot;-&quot;: a browser accepts it, DNS cannot resolve it</source>
        <translation>ホストに「-」で始まるか終わるラベルがあります: ブラウザーは受け付けますが、DNS では名前解決できません</translation>
    </message>
    <message>
        <source>The host has &quot;--&quot; in the third and fourth positions of a label that is no A-label: a browser accepts it, DNS cannot resolve it</source>
        <translation>ホストに、A ラベルではないのに 3、4 文字目が「--」のラベルがあります: ブラウザーは受け付けますが、DNS では名前解決できません</translation>
    </message>
    <message>
        <source>The {component} is {length} characters long</source>
        <translation>{component}の長さは {length} 文字です</translation>
    </message>
    <message>
        <source>The query has {parameters} parameters</source>
        <translation>クエリに {parameters} 個のパラメーターがあります</translation>
    </message>
    <message>
        <source>The parameter &quot;{parameter}&quot; appears again with another value: servers differ on which one they take (parameter pollution)</source>
        <translation>パラメーター「{parameter}」が別の値で再び現れます: どちらの値を採用するかはサーバーによって異なります (パラメーター汚染)</translation>
    </message>
    <message>
        <source>Redirect wrapper {wrapper} ({encoding}) leads to &quot;{target}&quot;</source>
        <translation>リダイレクトのラッパー {wrapper} ({encoding}) の行き先は「{target}」です</translation>
    </message>
    <message>
        <source>Nested URL in the parameter &quot;{parameter}&quot; leads to another site: &quot;{target}&quot;</source>
        <translation>パラメーター「{parameter}」の中の入れ子の URL が別のサイトを指しています: 「{target}」</translation>
    </message>
    <message>
        <source>Encoded nested URL ({encoding}) in the parameter &quot;{parameter}&quot; leads to another site: &quot;{target}&quot;</source>
        <translation>パラメーター「{parameter}」の中のエンコードされた入れ子の URL ({encoding}) が別のサイトを指しています: 「{target}」</translation>
    </message>
    <message>
        <source>OAuth sign-in link: after the sign-in the server sends the browser to &quot;{target}&quot;; check that it is the application you expect</source>
        <translation>OAuth のサインインリンクです: サインイン後、サーバーはブラウザーを「{target}」へ送ります。想定どおりのアプリケーションか確認してください</translation>
    </message>
    <message>
        <source>OAuth sign-in link with prompt=none: the server fails at once and forwards the error to &quot;{target}&quot; (an authorization server as open redirector, RFC 9700 §4.11.2)</source>
        <translation>prompt=none 付きの OAuth サインインリンクです: サーバーは即座に失敗し、エラーを「{target}」へ転送します (認可サーバーがオープンリダイレクターになる、RFC 9700 §4.11.2)</translation>
    </message>
    <message>
        <source>OAuth sign-in link with an empty scope: the server fails at once and forwards the error to &quot;{target}&quot; (an authorization server as open redirector, RFC 9700 §4.11.2)</source>
        <translation>scope が空の OAuth サインインリンクです: サーバーは即座に失敗し、エラーを「{target}」へ転送します (認可サーバーがオープンリダイレクターになる、RFC 9700 §4.11.2)</translation>
    </message>
    <message>
        <source>OAuth sign-in link with the response_type &quot;{response_type}&quot;: the server fails at once and forwards the error to &quot;{target}&quot; (an authorization server as open redirector, RFC 9700 §4.11.2)</source>
        <translation>response_type が「{response_type}」の OAuth サインインリンクです: サーバーは即座に失敗し、エラーを「{target}」へ転送します (認可サーバーがオープンリダイレクターになる、RFC 9700 §4.11.2)</translation>
    </message>
    <message>
        <source>The path holds another URL (&quot;{target}&quot;): a redirector or a deceptive path</source>
        <translation>パスに別の URL (「{target}」) が含まれています: リダイレクターか、紛らわしいパスです</translation>
    </message>
    <message>
        <source>Open-redirect payload in the parameter &quot;{parameter}&quot;: &quot;{start}&quot; makes the target another host</source>
        <translation>パラメーター「{parameter}」にオープンリダイレクトのペイロードがあります: 「{start}」によって行き先が別のホストになります</translation>
    </message>
    <message>
        <source>Open-redirect payload in the parameter &quot;{parameter}&quot;: decoded twice it starts &quot;{start}&quot;: another host for applications that decode twice</source>
        <translation>パラメーター「{parameter}」にオープンリダイレクトのペイロードがあります: 2 回デコードすると「{start}」で始まり、2 回デコードするアプリケーションでは別のホストになります</translation>
    </message>
    <message>
        <source>Open-redirect payload in the parameter &quot;{parameter}&quot;: &quot;{scheme}:host&quot; without slashes goes to another host from a page of the other scheme</source>
        <translation>パラメーター「{parameter}」にオープンリダイレクトのペイロードがあります: スラッシュのない「{scheme}:host」は、スキームの異なるページから解決すると別のホストへ向かいます</translation>
    </message>
    <message>
        <source>RFC 3986 and a browser disagree on the scheme: RFC 3986 reads &quot;{rfc3986}&quot;, the URL Standard &quot;{whatwg}&quot;</source>
        <translation>スキームについて RFC 3986 とブラウザーの読みが食い違います: RFC 3986 は「{rfc3986}」、URL 標準は「{whatwg}」と読みます</translation>
    </message>
    <message>
        <source>RFC 3986 and a browser disagree on the scheme: RFC 3986 reads &quot;(none)&quot;, the URL Standard &quot;{whatwg}&quot;</source>
        <translation>スキームについて RFC 3986 とブラウザーの読みが食い違います: RFC 3986 は「(なし)」、URL 標準は「{whatwg}」と読みます</translation>
    </message>
    <message>
        <source>RFC 3986 and a browser disagree on the host: RFC 3986 reads &quot;{rfc3986}&quot;, the URL Standard &quot;{whatwg}&quot;</source>
        <translation>ホストについて RFC 3986 とブラウザーの読みが食い違います: RFC 3986 は「{rfc3986}」、URL 標準は「{whatwg}」と読みます</translation>
    </message>
    <message>
        <source>RFC 3986 and a browser disagree on the host: RFC 3986 reads &quot;(none)&quot;, the URL Standard &quot;{whatwg}&quot;</source>
        <translation>ホストについて RFC 3986 とブラウザーの読みが食い違います: RFC 3986 は「(なし)」、URL 標準は「{whatwg}」と読みます</translation>
    </message>
    <message>
        <source>RFC 3986 and a browser disagree on the host: RFC 3986 reads &quot;{rfc3986}&quot;, the URL Standard &quot;(none)&quot;</source>
        <translation>ホストについて RFC 3986 とブラウザーの読みが食い違います: RFC 3986 は「{rfc3986}」、URL 標準は「(なし)」と読みます</translation>
    </message>
    <message>
        <source>RFC 3986 and a browser disagree on the host: RFC 3986 reads &quot;{rfc3986}&quot;, the URL Standard &quot;{whatwg}&quot;; one of them is a protected domain</source>
        <translation>ホストについて RFC 3986 とブラウザーの読みが食い違います: RFC 3986 は「{rfc3986}」、URL 標準は「{whatwg}」と読みます。一方は保護対象のドメインです</translation>
    </message>
    <message>
        <source>RFC 3986 and a browser disagree on the host: RFC 3986 reads &quot;(none)&quot;, the URL Standard &quot;{whatwg}&quot;; one of them is a protected domain</source>
        <translation>ホストについて RFC 3986 とブラウザーの読みが食い違います: RFC 3986 は「(なし)」、URL 標準は「{whatwg}」と読みます。一方は保護対象のドメインです</translation>
    </message>
    <message>
        <source>RFC 3986 and a browser disagree on the host: RFC 3986 reads &quot;{rfc3986}&quot;, the URL Standard &quot;(none)&quot;; one of them is a protected domain</source>
        <translation>ホストについて RFC 3986 とブラウザーの読みが食い違います: RFC 3986 は「{rfc3986}」、URL 標準は「(なし)」と読みます。一方は保護対象のドメインです</translation>
    </message>
    <message>
        <source>RFC 3986 and a browser disagree on the port: RFC 3986 reads &quot;{rfc3986}&quot;, the URL Standard &quot;{whatwg}&quot;</source>
        <translation>ポートについて RFC 3986 とブラウザーの読みが食い違います: RFC 3986 は「{rfc3986}」、URL 標準は「{whatwg}」と読みます</translation>
    </message>
    <message>
        <source>RFC 3986 and a browser disagree on the port: RFC 3986 reads &quot;(none)&quot;, the URL Standard &quot;{whatwg}&quot;</source>
        <translation>ポートについて RFC 3986 とブラウザーの読みが食い違います: RFC 3986 は「(なし)」、URL 標準は「{whatwg}」と読みます</translation>
    </message>
    <message>
        <source>RFC 3986 and a browser disagree on the port: RFC 3986 reads &quot;{rfc3986}&quot;, the URL Standard &quot;(none)&quot;</source>
        <translation>ポートについて RFC 3986 とブラウザーの読みが食い違います: RFC 3986 は「{rfc3986}」、URL 標準は「(なし)」と読みます</translation>
    </message>
    <message>
        <source>Parsers that split the authority at its first &quot;@&quot; read the host &quot;{legacy_host}&quot;; a browser goes to &quot;{whatwg_host}&quot;</source>
        <translation>オーソリティを最初の「@」で分割するパーサーはホストを「{legacy_host}」と読みますが、ブラウザーは「{whatwg_host}」へ向かいます</translation>
    </message>
    <message>
        <source>Backslash before the host: a browser reads it as &quot;/&quot;, RFC 3986 parsers as data, so they see different hosts</source>
        <translation>ホストの前にバックスラッシュがあります: ブラウザーは「/」として、RFC 3986 のパーサーはデータとして読むため、両者が見るホストが異なります</translation>
    </message>
    <message>
        <source>Backslash in the path: a browser turns it into &quot;/&quot;, servers may not</source>
        <translation>パスにバックスラッシュがあります: ブラウザーは「/」に変えますが、サーバーは変えないことがあります</translation>
    </message>
    <message>
        <source>Leading or trailing control characters or spaces ({characters}): a browser removes them</source>
        <translation>前後に制御文字または空白があります ({characters}): ブラウザーはこれらを取り除きます</translation>
    </message>
    <message>
        <source>Tab or newline inside the URL ({characters}): a browser removes them</source>
        <translation>URL の中にタブまたは改行があります ({characters}): ブラウザーはこれらを取り除きます</translation>
    </message>
    <message>
        <source>Tab or newline inside the URL ({characters}): a browser removes them, which changes the scheme or the host it reads</source>
        <translation>URL の中にタブまたは改行があります ({characters}): ブラウザーはこれらを取り除くため、読み取られるスキームやホストが変わります</translation>
    </message>
    <message>
        <source>&quot;{scheme}:&quot; followed by 1 slash: a browser still finds a host here, RFC 3986 sees none (or an empty one)</source>
        <translation>「{scheme}:」の後にスラッシュが 1 個続きます: ブラウザーはここでもホストを見つけますが、RFC 3986 ではホストがない (または空) と見なされます</translation>
    </message>
    <message>
        <source>&quot;{scheme}:&quot; followed by 1 slash and backslashes: a browser still finds a host here, RFC 3986 sees none (or an empty one)</source>
        <translation>「{scheme}:」の後にスラッシュ 1 個とバックスラッシュが続きます: ブラウザーはここでもホストを見つけますが、RFC 3986 ではホストがない (または空) と見なされます</translation>
    </message>
    <message>
        <source>&quot;{scheme}:&quot; followed by {count} slashes: a browser still finds a host here, RFC 3986 sees none (or an empty one)</source>
        <translation>「{scheme}:」の後にスラッシュが {count} 個続きます: ブラウザーはここでもホストを見つけますが、RFC 3986 ではホストがない (または空) と見なされます</translation>
    </message>
    <message>
        <source>&quot;{scheme}:&quot; followed by {count} slashes and backslashes: a browser still finds a host here, RFC 3986 sees none (or an empty one)</source>
        <translation>「{scheme}:」の後に {count} 個のスラッシュとバックスラッシュが続きます: ブラウザーはここでもホストを見つけますが、RFC 3986 ではホストがない (または空) と見なされます</translation>
    </message>
    <message>
        <source>Scheme-relative reference &quot;{reference}&quot;: resolved against any page it goes to another host</source>
        <translation>スキーム相対参照「{reference}」: どのページを基準に解決しても別のホストへ向かいます</translation>
    </message>
    <message>
        <source>Several &quot;@&quot; in the authority: a browser takes the host after the last one, other parsers after the first</source>
        <translation>オーソリティに「@」が複数あります: ブラウザーは最後の「@」の後を、他のパーサーは最初の「@」の後をホストとします</translation>
    </message>
    <message>
        <source>An &quot;@&quot; after &quot;{delimiter}&quot; and before any &quot;/&quot;: naive parsers read what comes before it as userinfo</source>
        <translation>「{delimiter}」の後、「/」より前に「@」があります: 素朴なパーサーはその前の部分を userinfo と読みます</translation>
    </message>
    <message>
        <source>Empty port after &quot;:&quot; (RFC 3986 §3.2.3 allows it; it means the default port)</source>
        <translation>「:」の後のポートが空です (RFC 3986 §3.2.3 はこれを認めており、デフォルトポートを意味します)</translation>
    </message>
    <message>
        <source>Several colons in the authority (&quot;{port}&quot;): libraries disagree on which number is the port</source>
        <translation>オーソリティにコロンが複数あります (「{port}」): どの数値をポートとするかはライブラリによって異なります</translation>
    </message>
    <message>
        <source>The port &quot;{port}&quot; is not a number</source>
        <translation>ポート「{port}」は数値ではありません</translation>
    </message>
    <message>
        <source>Port {port} is above 65535: browsers fail, some libraries take it modulo 65536</source>
        <translation>ポート {port} は 65535 を超えています: ブラウザーでは失敗し、一部のライブラリは 65536 で割った余りを使います</translation>
    </message>
    <message>
        <source>Port 0 is no port a service listens on</source>
        <translation>ポート 0 はサービスが待ち受けるポートではありません</translation>
    </message>
    <message>
        <source>The port &quot;{port}&quot; has leading zeros (it is {number})</source>
        <translation>ポート「{port}」の先頭に 0 があります (値は {number})</translation>
    </message>
    <message>
        <source>Explicit default port {port} (a browser drops it)</source>
        <translation>明示されたデフォルトポート {port} (ブラウザーは省きます)</translation>
    </message>
    <message>
        <source>Percent-encoded host: a browser decodes it to &quot;{host}&quot;, while filters that compare text see &quot;{written}&quot;</source>
        <translation>パーセントエンコードされたホストです: ブラウザーは「{host}」にデコードしますが、文字列を比較するフィルターには「{written}」と見えます</translation>
    </message>
    <message>
        <source>The host &quot;{host}&quot; ends in a number but is no IPv4 address: a browser rejects it, RFC 3986 parsers send it to DNS</source>
        <translation>ホスト「{host}」は数値で終わりますが IPv4 アドレスではありません: ブラウザーは拒否し、RFC 3986 のパーサーは DNS に問い合わせます</translation>
    </message>
    <message>
        <source>The host &quot;{host}&quot; ends in a number but is no IPv4 address: a browser rejects it, RFC 3986 parsers send it to DNS, legacy code reads {address}</source>
        <translation>ホスト「{host}」は数値で終わりますが IPv4 アドレスではありません: ブラウザーは拒否し、RFC 3986 のパーサーは DNS に問い合わせ、古いコードは {address} と読みます</translation>
    </message>
    <message>
        <source>inet_aton() reads the host &quot;{host}&quot; as {address} (it stops at white space), a browser does not</source>
        <translation>inet_aton() はホスト「{host}」を {address} と読みます (空白で読み取りを止めるため) が、ブラウザーはそう読みません</translation>
    </message>
    <message>
        <source>A browser reads &quot;{host}&quot; as {address}, inet_aton() rejects it</source>
        <translation>ブラウザーは「{host}」を {address} と読みますが、inet_aton() は拒否します</translation>
    </message>
    <message>
        <source>RFC 3986 reads &quot;{host}&quot; as a name to look up in DNS, a browser as the IPv4 address {address}</source>
        <translation>RFC 3986 は「{host}」を DNS で引く名前として読み、ブラウザーは IPv4 アドレス {address} として読みます</translation>
    </message>
    <message>
        <source>&quot;{scheme}://&quot; looks like a hierarchical URL, but &quot;//&quot; starts a script comment that an encoded newline ends</source>
        <translation>「{scheme}://」は階層型の URL に見えますが、「//」はスクリプトのコメントの始まりで、エンコードされた改行がそのコメントを終わらせます</translation>
    </message>
    <message>
        <source>The fragment continues the host for {scheme} clients that do not split at &quot;#&quot; (JNDI/LDAP allowlist bypass, CVE-2021-45046)</source>
        <translation>「#」で分割しない {scheme} クライアントにとって、フラグメントはホストの続きになります (JNDI/LDAP の許可リスト回避、CVE-2021-45046)</translation>
    </message>
    <message>
        <source>&quot;{scheme}:&quot; wraps another URL (&quot;{inner_scheme}:&quot;): filters that look at the outer scheme miss the inner one</source>
        <translation>「{scheme}:」は別の URL (「{inner_scheme}:」) を包んでいます: 外側のスキームだけを見るフィルターは内側のスキームを見逃します</translation>
    </message>
    <message>
        <source>&quot;{service}&quot; is a shortener service: where the link leads is decided elsewhere and can change</source>
        <translation>「{service}」は短縮 URL サービスです: リンクの行き先は別の場所で決まり、変わることがあります</translation>
    </message>
    <message>
        <source>&quot;{service}&quot; is a dyndns service: where the link leads is decided elsewhere and can change</source>
        <translation>「{service}」はダイナミック DNS サービスです: リンクの行き先は別の場所で決まり、変わることがあります</translation>
    </message>
    <message>
        <source>&quot;{service}&quot; is a tunnel service: where the link leads is decided elsewhere and can change</source>
        <translation>「{service}」はトンネルサービスです: リンクの行き先は別の場所で決まり、変わることがあります</translation>
    </message>
    <message>
        <source>&quot;{service}&quot; is an IPFS service: where the link leads is decided elsewhere and can change</source>
        <translation>「{service}」は IPFS サービスです: リンクの行き先は別の場所で決まり、変わることがあります</translation>
    </message>
    <message>
        <source>&quot;{service}&quot; is a paste service: where the link leads is decided elsewhere and can change</source>
        <translation>「{service}」はペーストサービスです: リンクの行き先は別の場所で決まり、変わることがあります</translation>
    </message>
    <message>
        <source>&quot;{service}&quot; is a {class} service: where the link leads is decided elsewhere and can change</source>
        <translation>「{service}」は {class} サービスです: リンクの行き先は別の場所で決まり、変わることがあります</translation>
    </message>
    <message>
        <source>Port {port} belongs to another protocol: browsers block it (Fetch &quot;bad port&quot;), and a request there can smuggle commands (RFC 3986 §7.2)</source>
        <translation>ポート {port} は別のプロトコルのものです: ブラウザーはこれをブロックし (Fetch の「bad port」)、そこへのリクエストにはコマンドを紛れ込ませることができます (RFC 3986 §7.2)</translation>
    </message>
    <message>
        <source>Port {port} is a well-known port of another service, not {scheme}&apos;s ({expected})</source>
        <translation>ポート {port} は {scheme} のポート ({expected}) ではなく、別のサービスのウェルノウンポートです</translation>
    </message>
    <message>
        <source>Port {port} is a well-known port of another service; {scheme} has no default port</source>
        <translation>ポート {port} は別のサービスのウェルノウンポートです。{scheme} にはデフォルトポートがありません</translation>
    </message>
    <message>
        <source>Non-default port {port} for {scheme}</source>
        <translation>{scheme} のデフォルトではないポート {port}</translation>
    </message>
    <message>
        <source>Encoded line break or control ({controls}) in the {component}: decoded before transmission, it splits the protocol message (header or command injection, RFC 3986 §7.2)</source>
        <translation>{component}にエンコードされた改行または制御文字 ({controls}) があります: 送信前にデコードされると、プロトコルのメッセージを分割します (ヘッダーまたはコマンドのインジェクション、RFC 3986 §7.2)</translation>
    </message>
    <message>
        <source>Encoded line break or control ({controls}) in the text: decoded before transmission, it splits the protocol message (header or command injection, RFC 3986 §7.2)</source>
        <translation>テキストにエンコードされた改行または制御文字 ({controls}) があります: 送信前にデコードされると、プロトコルのメッセージを分割します (ヘッダーまたはコマンドのインジェクション、RFC 3986 §7.2)</translation>
    </message>
    <message>
        <source>Space in the host: hosts cannot contain it; parsers cut the host there differently</source>
        <translation>ホストに空白があります: ホストは空白を含むことができず、そこでホストをどう区切るかはパーサーによって異なります</translation>
    </message>
    <message>
        <source>&quot;{encoded}&quot; is an encoded &quot;{character}&quot; in the {component}: software that decodes before splitting reads a different structure (RFC 3986 §7.3)</source>
        <translation>{component}の「{encoded}」はエンコードされた「{character}」です: 分割の前にデコードするソフトウェアは異なる構造として読みます (RFC 3986 §7.3)</translation>
    </message>
    <message>
        <source>NUL byte in the {component}: software that stops at NUL sees a different text (truncation, RFC 3986 §7.3)</source>
        <translation>{component}に NUL バイトがあります: NUL で止まるソフトウェアには異なるテキストが見えます (切り詰め、RFC 3986 §7.3)</translation>
    </message>
    <message>
        <source>NUL byte in the text: software that stops at NUL sees a different text (truncation, RFC 3986 §7.3)</source>
        <translation>テキストに NUL バイトがあります: NUL で止まるソフトウェアには異なるテキストが見えます (切り詰め、RFC 3986 §7.3)</translation>
    </message>
    <message>
        <source>Dot-segment traversal in the path: a server that does not normalise the path may serve another file</source>
        <translation>パスにドットセグメントによるディレクトリ遡上があります: パスを正規化しないサーバーは別のファイルを返すことがあります</translation>
    </message>
    <message>
        <source>Dot-segment traversal in the path, climbing above the root: a server that does not normalise the path may serve another file</source>
        <translation>パスにドットセグメントによるディレクトリ遡上があり、ルートより上まで遡っています: パスを正規化しないサーバーは別のファイルを返すことがあります</translation>
    </message>
    <message>
        <source>Dot-segment traversal in the path, aiming at {target}: a server that does not normalise the path may serve another file</source>
        <translation>パスにドットセグメントによるディレクトリ遡上があり、{target} を狙っています: パスを正規化しないサーバーは別のファイルを返すことがあります</translation>
    </message>
    <message>
        <source>Dot-segment traversal in the path, climbing above the root, aiming at {target}: a server that does not normalise the path may serve another file</source>
        <translation>パスにドットセグメントによるディレクトリ遡上があり、ルートより上まで遡って {target} を狙っています: パスを正規化しないサーバーは別のファイルを返すことがあります</translation>
    </message>
    <message>
        <source>Double-encoded dot-segment traversal in the path: a server that does not normalise the path may serve another file</source>
        <translation>パスに二重エンコードされたドットセグメントによるディレクトリ遡上があります: パスを正規化しないサーバーは別のファイルを返すことがあります</translation>
    </message>
    <message>
        <source>Double-encoded dot-segment traversal in the path, climbing above the root: a server that does not normalise the path may serve another file</source>
        <translation>パスに二重エンコードされたドットセグメントによるディレクトリ遡上があり、ルートより上まで遡っています: パスを正規化しないサーバーは別のファイルを返すことがあります</translation>
    </message>
    <message>
        <source>Double-encoded dot-segment traversal in the path, aiming at {target}: a server that does not normalise the path may serve another file</source>
        <translation>パスに二重エンコードされたドットセグメントによるディレクトリ遡上があり、{target} を狙っています: パスを正規化しないサーバーは別のファイルを返すことがあります</translation>
    </message>
    <message>
        <source>Double-encoded dot-segment traversal in the path, climbing above the root, aiming at {target}: a server that does not normalise the path may serve another file</source>
        <translation>パスに二重エンコードされたドットセグメントによるディレクトリ遡上があり、ルートより上まで遡って {target} を狙っています: パスを正規化しないサーバーは別のファイルを返すことがあります</translation>
    </message>
    <message>
        <source>Dot segments in the parameter &quot;{parameter}&quot;</source>
        <translation>パラメーター「{parameter}」にドットセグメントがあります</translation>
    </message>
    <message>
        <source>Dot segments in the parameter &quot;{parameter}&quot;, aiming at {target}</source>
        <translation>パラメーター「{parameter}」にドットセグメントがあり、{target} を狙っています</translation>
    </message>
    <message>
        <source>Double percent-encoding in the {component}: decoded {rounds} times it reads &quot;{decoded}&quot;</source>
        <translation>{component}に二重のパーセントエンコードがあります: {rounds} 回デコードすると「{decoded}」になります</translation>
    </message>
    <message>
        <source>Double percent-encoding in the {component}: decoded {rounds} times it reads &quot;{decoded}&quot;, which holds delimiters or dot segments</source>
        <translation>{component}に二重のパーセントエンコードがあります: {rounds} 回デコードすると「{decoded}」になり、区切り文字またはドットセグメントを含みます</translation>
    </message>
    <message>
        <source>IIS-style &quot;%u&quot; encoding ({encoded}): not RFC 3986, decoded only by some servers</source>
        <translation>IIS 形式の「%u」エンコード ({encoded}): RFC 3986 のものではなく、一部のサーバーだけがデコードします</translation>
    </message>
    <message>
        <source>A &quot;%&quot; that is not followed by two hexadecimal digits (RFC 3986 §2.1)</source>
        <translation>後に 16 進数字が 2 桁続かない「%」 (RFC 3986 §2.1)</translation>
    </message>
    <message>
        <source>Overlong UTF-8 ({encoded}): invalid UTF-8 that lenient decoders accept (CVE-2000-0884)</source>
        <translation>冗長な (overlong) UTF-8 ({encoded}): 寛容なデコーダーが受け付けてしまう不正な UTF-8 です (CVE-2000-0884)</translation>
    </message>
    <message>
        <source>Overlong UTF-8 ({encoded}) for &quot;{character}&quot;: invalid UTF-8 that lenient decoders accept (CVE-2000-0884)</source>
        <translation>「{character}」を表す冗長な (overlong) UTF-8 ({encoded}): 寛容なデコーダーが受け付けてしまう不正な UTF-8 です (CVE-2000-0884)</translation>
    </message>
    <message>
        <source>&quot;{encoded}&quot; encodes the unreserved &quot;{character}&quot;, which never needs encoding (RFC 3986 §2.3): a filter evasion</source>
        <translation>「{encoded}」は非予約文字「{character}」をエンコードしていますが、この文字はエンコードの必要がありません (RFC 3986 §2.3): フィルター回避です</translation>
    </message>
    <message>
        <source>The {component} decodes to octets that are not UTF-8</source>
        <translation>{component}をデコードすると UTF-8 ではないオクテット列になります</translation>
    </message>
    <message>
        <source>File-system special name in the path: a Windows device or long-path prefix (RFC 3986 §7.3)</source>
        <translation>パスにファイルシステムの特殊名があります: Windows のデバイスまたは長いパスの接頭辞です (RFC 3986 §7.3)</translation>
    </message>
    <message>
        <source>File-system special name in the path: &quot;{name}&quot; is a Windows device name (RFC 3986 §7.3)</source>
        <translation>パスにファイルシステムの特殊名があります: 「{name}」は Windows のデバイス名です (RFC 3986 §7.3)</translation>
    </message>
    <message>
        <source>File-system special name in the path: &quot;{name}&quot; (three or more dots) (RFC 3986 §7.3)</source>
        <translation>パスにファイルシステムの特殊名があります: 「{name}」(3 個以上のドット) (RFC 3986 §7.3)</translation>
    </message>
    <message>
        <source>File-system special name in the path: &quot;{name}&quot; names an NTFS alternate data stream (RFC 3986 §7.3)</source>
        <translation>パスにファイルシステムの特殊名があります: 「{name}」は NTFS の代替データストリームを指します (RFC 3986 §7.3)</translation>
    </message>
    <message>
        <source>File-system special name in the path: &quot;{name}&quot; ends in a dot or space, which Windows drops (RFC 3986 §7.3)</source>
        <translation>パスにファイルシステムの特殊名があります: 「{name}」はドットまたは空白で終わり、Windows はそれを取り除きます (RFC 3986 §7.3)</translation>
    </message>
    <message>
        <source>File-system special name in the path: &quot;{name}&quot; is an 8.3 short name (RFC 3986 §7.3)</source>
        <translation>パスにファイルシステムの特殊名があります: 「{name}」は 8.3 形式の短い名前です (RFC 3986 §7.3)</translation>
    </message>
    <message>
        <source>File-system special name in the path: &quot;{name}&quot; is a drive letter (RFC 3986 §7.3)</source>
        <translation>パスにファイルシステムの特殊名があります: 「{name}」はドライブ文字です (RFC 3986 §7.3)</translation>
    </message>
    <message>
        <source>File-system special name in the path: &quot;/{name}/&quot; is a POSIX device or process directory (RFC 3986 §7.3)</source>
        <translation>パスにファイルシステムの特殊名があります: 「/{name}/」は POSIX のデバイスまたはプロセスのディレクトリです (RFC 3986 §7.3)</translation>
    </message>
    <message>
        <source>The file: URL opens {target}, a file that gives away accounts, keys or configuration</source>
        <translation>この file: URL は {target} を開きます。アカウント、鍵、設定を漏らすファイルです</translation>
    </message>
    <message>
        <source>The host &quot;{host}&quot; is the IPv4 address {ip} written in hexadecimal: filters that compare text miss it (RFC 3986 §7.4)</source>
        <translation>ホスト「{host}」は 16 進で書かれた IPv4 アドレス {ip} です: 文字列を比較するフィルターは見逃します (RFC 3986 §7.4)</translation>
    </message>
    <message>
        <source>The host &quot;{host}&quot; is the IPv4 address {ip} written with a trailing dot: filters that compare text miss it (RFC 3986 §7.4)</source>
        <translation>ホスト「{host}」は末尾にドットを付けて書かれた IPv4 アドレス {ip} です: 文字列を比較するフィルターは見逃します (RFC 3986 §7.4)</translation>
    </message>
    <message>
        <source>The host &quot;{host}&quot; is the IPv4 address {ip} written in a single 32-bit number: filters that compare text miss it (RFC 3986 §7.4)</source>
        <translation>ホスト「{host}」は 1 つの 32 ビット数値で書かれた IPv4 アドレス {ip} です: 文字列を比較するフィルターは見逃します (RFC 3986 §7.4)</translation>
    </message>
    <message>
        <source>The host &quot;{host}&quot; is the IPv4 address {ip} written in fewer than four parts: filters that compare text miss it (RFC 3986 §7.4)</source>
        <translation>ホスト「{host}」は 4 つ未満の部分で書かれた IPv4 アドレス {ip} です: 文字列を比較するフィルターは見逃します (RFC 3986 §7.4)</translation>
    </message>
    <message>
        <source>The host &quot;{host}&quot; is the IPv4 address {ip} written in octal (leading zeros): filters that compare text miss it (RFC 3986 §7.4)</source>
        <translation>ホスト「{host}」は 8 進 (先頭の 0) で書かれた IPv4 アドレス {ip} です: 文字列を比較するフィルターは見逃します (RFC 3986 §7.4)</translation>
    </message>
    <message>
        <source>The host &quot;{host}&quot; is the IPv4 address {ip} written in compatibility digits: filters that compare text miss it (RFC 3986 §7.4)</source>
        <translation>ホスト「{host}」は互換数字で書かれた IPv4 アドレス {ip} です: 文字列を比較するフィルターは見逃します (RFC 3986 §7.4)</translation>
    </message>
    <message>
        <source>The host &quot;{host}&quot; is the IPv4 address {ip} written in a non-canonical form: filters that compare text miss it (RFC 3986 §7.4)</source>
        <translation>ホスト「{host}」は正規形でない形で書かれた IPv4 アドレス {ip} です: 文字列を比較するフィルターは見逃します (RFC 3986 §7.4)</translation>
    </message>
    <message>
        <source>The link carries a password in its userinfo (RFC 3986 §7.5: &quot;user:password&quot; is deprecated); anyone who sees the link has it</source>
        <translation>リンクの userinfo にパスワードが含まれています (RFC 3986 §7.5: 「user:password」は非推奨)。リンクを見た人は誰でもパスワードを知ることができます</translation>
    </message>
    <message>
        <source>The link names the user &quot;{user}&quot; in its userinfo</source>
        <translation>リンクの userinfo にユーザー「{user}」が指定されています</translation>
    </message>
    <message>
        <source>An Azure shared access signature: the link itself grants access</source>
        <translation>Azure の共有アクセス署名 (SAS) です: リンクそのものがアクセス権を与えます</translation>
    </message>
    <message>
        <source>The parameter &quot;{parameter}&quot; carries what looks like a secret ({kind}): links end up in logs, histories and Referer headers (RFC 3986 §7.5)</source>
        <translation>パラメーター「{parameter}」に秘密情報らしきもの ({kind}) が含まれています: リンクはログ、履歴、Referer ヘッダーに残ります (RFC 3986 §7.5)</translation>
    </message>
    <message>
        <source>The parameter &quot;{parameter}&quot; carries what looks like a secret (named {parameter}): links end up in logs, histories and Referer headers (RFC 3986 §7.5)</source>
        <translation>パラメーター「{parameter}」に秘密情報らしきもの (名前が {parameter}) が含まれています: リンクはログ、履歴、Referer ヘッダーに残ります (RFC 3986 §7.5)</translation>
    </message>
    <message>
        <source>The userinfo &quot;{userinfo}&quot; looks like a host (it holds the host name &quot;{imitated_host}&quot;), but the link goes to &quot;{real_host}&quot; (RFC 3986 §7.6)</source>
        <translation>userinfo「{userinfo}」はホストに見えます (ホスト名「{imitated_host}」を含む) が、行き先は「{real_host}」です (RFC 3986 §7.6)</translation>
    </message>
    <message>
        <source>The userinfo &quot;{userinfo}&quot; looks like a host (it is an IP address), but the link goes to &quot;{real_host}&quot; (RFC 3986 §7.6)</source>
        <translation>userinfo「{userinfo}」はホストに見えます (IP アドレスである) が、行き先は「{real_host}」です (RFC 3986 §7.6)</translation>
    </message>
    <message>
        <source>The userinfo &quot;{userinfo}&quot; looks like a host (it holds &quot;http&quot; or &quot;www&quot;), but the link goes to &quot;{real_host}&quot; (RFC 3986 §7.6)</source>
        <translation>userinfo「{userinfo}」はホストに見えます (「http」または「www」を含む) が、行き先は「{real_host}」です (RFC 3986 §7.6)</translation>
    </message>
    <message>
        <source>The userinfo &quot;{userinfo}&quot; looks like a host (it holds a slash), but the link goes to &quot;{real_host}&quot; (RFC 3986 §7.6)</source>
        <translation>userinfo「{userinfo}」はホストに見えます (スラッシュを含む) が、行き先は「{real_host}」です (RFC 3986 §7.6)</translation>
    </message>
    <message>
        <source>The userinfo &quot;{userinfo}&quot; looks like a host (it is percent-encoded), but the link goes to &quot;{real_host}&quot; (RFC 3986 §7.6)</source>
        <translation>userinfo「{userinfo}」はホストに見えます (パーセントエンコードされている) が、行き先は「{real_host}」です (RFC 3986 §7.6)</translation>
    </message>
    <message>
        <source>The userinfo &quot;{userinfo}&quot; looks like a host (it is longer than 32 characters), but the link goes to &quot;{real_host}&quot; (RFC 3986 §7.6)</source>
        <translation>userinfo「{userinfo}」はホストに見えます (32 文字より長い) が、行き先は「{real_host}」です (RFC 3986 §7.6)</translation>
    </message>
    <message>
        <source>The userinfo &quot;{userinfo}&quot; looks like a host (it holds the brand &quot;{brand}&quot;), but the link goes to &quot;{real_host}&quot; (RFC 3986 §7.6)</source>
        <translation>userinfo「{userinfo}」はホストに見えます (ブランド「{brand}」を含む) が、行き先は「{real_host}」です (RFC 3986 §7.6)</translation>
    </message>
    <message>
        <source>The userinfo &quot;{userinfo}&quot; looks like a host (it holds slash look-alikes), but the link goes to &quot;{real_host}&quot; (RFC 3986 §7.6)</source>
        <translation>userinfo「{userinfo}」はホストに見えます (スラッシュに似た文字を含む) が、行き先は「{real_host}」です (RFC 3986 §7.6)</translation>
    </message>
    <message>
        <source>&quot;{scheme}:&quot; runs its text as script in the page that opens the link</source>
        <translation>「{scheme}:」はその内容を、リンクを開いたページの中でスクリプトとして実行します</translation>
    </message>
    <message>
        <source>data: URL of type {media_type}, which can run script in the page that opens it</source>
        <translation>タイプ {media_type} の data: URL です: 開いたページの中でスクリプトを実行できます</translation>
    </message>
    <message>
        <source>data: URL of type {media_type} ({bytes} bytes): the content is in the link itself</source>
        <translation>タイプ {media_type} の data: URL ({bytes} バイト): 内容がリンクそのものに含まれています</translation>
    </message>
    <message>
        <source>UNC path: Windows opens it over SMB and sends the user&apos;s NTLM credentials</source>
        <translation>UNC パス: Windows は SMB 経由でこれを開き、ユーザーの NTLM 認証情報を送信します</translation>
    </message>
    <message>
        <source>&quot;{scheme}:&quot; starts an operating-system handler that runs code (ms-msdt: Follina, CVE-2022-30190)</source>
        <translation>「{scheme}:」はコードを実行する OS のハンドラを起動します (ms-msdt: Follina、CVE-2022-30190)</translation>
    </message>
    <message>
        <source>file: URL with the remote host &quot;{host}&quot;: Windows fetches it over SMB and leaks NTLM credentials</source>
        <translation>リモートホスト「{host}」を指定した file: URL: Windows は SMB 経由で取得し、NTLM 認証情報を漏らします</translation>
    </message>
    <message>
        <source>file: URL: it opens a local file</source>
        <translation>file: URL: ローカルのファイルを開きます</translation>
    </message>
    <message>
        <source>&quot;{scheme}:&quot; hands the link to a local application or browser internals</source>
        <translation>「{scheme}:」はリンクをローカルのアプリケーションまたはブラウザーの内部機能に渡します</translation>
    </message>
    <message>
        <source>&quot;{lookup}&quot; lookup string: log4j-style JNDI injection (CVE-2021-44228)</source>
        <translation>ルックアップ文字列「{lookup}」: log4j 型の JNDI インジェクションです (CVE-2021-44228)</translation>
    </message>
    <message>
        <source>&quot;{scheme}:&quot; can speak to other services (an SSRF gadget: it carries raw protocol commands)</source>
        <translation>「{scheme}:」は他のサービスと通信できます (SSRF ガジェット: 生のプロトコルコマンドを運びます)</translation>
    </message>
    <message>
        <source>&quot;{scheme}:&quot; is not in the IANA URI scheme registry</source>
        <translation>「{scheme}:」は IANA の URI スキーム登録簿にありません</translation>
    </message>
    <message>
        <source>The scheme is written &quot;{written}&quot;; a browser reads &quot;{scheme}&quot;</source>
        <translation>スキームは「{written}」と書かれていますが、ブラウザーは「{scheme}」と読みます</translation>
    </message>
    <message>
        <source>The scheme is written &quot;{written}&quot; after blanks; a browser reads &quot;{scheme}&quot;</source>
        <translation>スキームは空白の後に「{written}」と書かれていますが、ブラウザーは「{scheme}」と読みます</translation>
    </message>
    <message>
        <source>https on port 80, the port of cleartext http</source>
        <translation>平文の http のポートであるポート 80 での https</translation>
    </message>
    <message>
        <source>http on port 443, the port of https</source>
        <translation>https のポートであるポート 443 での http</translation>
    </message>
    <message>
        <source>&quot;{scheme}:&quot; travels in cleartext</source>
        <translation>「{scheme}:」は平文で通信します</translation>
    </message>
    <message>
        <source>Invalid A-label &quot;{label}&quot;: ICU rejects it, other implementations (Node 20) accept it</source>
        <translation>不正な A ラベル「{label}」: ICU は拒否しますが、他の実装 (Node 20) は受け付けます</translation>
    </message>
    <message>
        <source>Transitional processing (IDNA2003, old browsers) and nontransitional processing (UTS #46, the URL Standard) map &quot;{label}&quot; differently</source>
        <translation>移行処理 (transitional: IDNA2003、古いブラウザー) と非移行処理 (nontransitional: UTS #46、URL 標準) とで「{label}」のマッピングが異なります</translation>
    </message>
    <message>
        <source>UTS #46 accepts {character}, which strict IDNA2008 (RFC 5892) rejects</source>
        <translation>UTS #46 は {character} を受け付けますが、厳密な IDNA2008 (RFC 5892) は拒否します</translation>
    </message>
    <message>
        <source>Invalid A-label &quot;{label}&quot;: it is no valid Punycode, decodes to ASCII only, or does not round-trip (UTS #46 §4)</source>
        <translation>不正な A ラベル「{label}」: 正しい Punycode でないか、ASCII だけにデコードされるか、往復変換で元に戻りません (UTS #46 §4)</translation>
    </message>
    <message>
        <source>Internationalized domain name: &quot;{unicode}&quot; is sent as &quot;{ascii}&quot;</source>
        <translation>国際化ドメイン名: 「{unicode}」は「{ascii}」として送信されます</translation>
    </message>
    <message>
        <source>Internationalized domain name: &quot;{unicode}&quot; is sent as &quot;{ascii}&quot;; it reads as &quot;{reads_as}&quot;</source>
        <translation>国際化ドメイン名: 「{unicode}」は「{ascii}」として送信されます。見た目は「{reads_as}」と読めます</translation>
    </message>
    <message>
        <source>Internationalized domain name with IDNA errors: &quot;{unicode}&quot;</source>
        <translation>IDNA エラーのある国際化ドメイン名: 「{unicode}」</translation>
    </message>
    <message>
        <source>Host label &quot;{label}&quot; mixes scripts (UTS #39 restriction level worse than highly restrictive)</source>
        <translation>ホストのラベル「{label}」は複数の文字体系が混在しています (UTS #39 の制限レベルが Highly Restrictive より緩い)</translation>
    </message>
    <message>
        <source>Host label &quot;{label}&quot; is written only with {script} letters that look like Latin ones (whole-script confusable)</source>
        <translation>ホストのラベル「{label}」は、ラテン文字に似た {script} の文字だけで書かれています (文字体系全体で紛らわしい)</translation>
    </message>
    <message>
        <source>&quot;{domain}&quot; reads as &quot;{reads_as}&quot;: {character} is not {letter}; it imitates the protected domain &quot;{imitated}&quot;</source>
        <translation>「{domain}」は「{reads_as}」と読めますが、{character} は {letter} ではありません: 保護対象のドメイン「{imitated}」を模倣しています</translation>
    </message>
    <message>
        <source>&quot;{domain}&quot; reads as &quot;{reads_as}&quot;: {character} is not {letter}; it imitates the widely used domain &quot;{imitated}&quot;</source>
        <translation>「{domain}」は「{reads_as}」と読めますが、{character} は {letter} ではありません: 広く使われているドメイン「{imitated}」を模倣しています</translation>
    </message>
    <message>
        <source>&quot;{domain}&quot; looks exactly like the protected domain &quot;{imitated}&quot; (same UTS #39 skeleton)</source>
        <translation>「{domain}」は保護対象のドメイン「{imitated}」とまったく同じに見えます (UTS #39 のスケルトンが同じ)</translation>
    </message>
    <message>
        <source>&quot;{domain}&quot; looks exactly like the widely used domain &quot;{imitated}&quot; (same UTS #39 skeleton)</source>
        <translation>「{domain}」は広く使われているドメイン「{imitated}」とまったく同じに見えます (UTS #39 のスケルトンが同じ)</translation>
    </message>
    <message>
        <source>&quot;{domain}&quot; is one character away from the protected domain &quot;{imitated}&quot;</source>
        <translation>「{domain}」は保護対象のドメイン「{imitated}」と 1 文字しか違いません</translation>
    </message>
    <message>
        <source>Host label &quot;{label}&quot; has {character}, which is outside the identifier profile of UTS #39</source>
        <translation>ホストのラベル「{label}」に、UTS #39 の識別子プロファイル外の文字 {character} があります</translation>
    </message>
    <message>
        <source>Host label &quot;{label}&quot; has {character}, which is allowed only under .az (it imitates another letter)</source>
        <translation>ホストのラベル「{label}」に {character} があります。この文字は .az の下でしか認められません (別の文字を模倣しています)</translation>
    </message>
    <message>
        <source>Host label &quot;{label}&quot; has {character}, which is allowed only under .is and .fo (it imitates another letter)</source>
        <translation>ホストのラベル「{label}」に {character} があります。この文字は .is と .fo の下でしか認められません (別の文字を模倣しています)</translation>
    </message>
    <message>
        <source>&quot;{label}&quot; reads as &quot;{reads_as}&quot;: {character} is not {letter}, and the languages of .{tld} do not use it</source>
        <translation>「{label}」は「{reads_as}」と読めますが、{character} は {letter} ではなく、.{tld} の言語でも使われません</translation>
    </message>
    <message>
        <source>&quot;{label}&quot; reads as &quot;{reads_as}&quot;: {character} is not {letter}, and the host has no top-level domain whose languages use it</source>
        <translation>「{label}」は「{reads_as}」と読めますが、{character} は {letter} ではありません。このホストには、その文字を使う言語のトップレベルドメインがありません</translation>
    </message>
    <message>
        <source>Host label &quot;{label}&quot; mixes numbering systems or is made of digit look-alikes</source>
        <translation>ホストのラベル「{label}」は数字体系が混在しているか、数字に似た文字でできています</translation>
    </message>
    <message>
        <source>Invisible or blank character {character} in the {component}</source>
        <translation>{component}に不可視または空白の文字 {character} があります</translation>
    </message>
    <message>
        <source>Invisible or blank character {character} (percent-encoded) in the {component}</source>
        <translation>{component}に不可視または空白の文字 {character} (パーセントエンコード) があります</translation>
    </message>
    <message>
        <source>Invisible or blank character {character} in the text</source>
        <translation>テキストに不可視または空白の文字 {character} があります</translation>
    </message>
    <message>
        <source>Invisible or blank character {character} (percent-encoded) in the text</source>
        <translation>テキストに不可視または空白の文字 {character} (パーセントエンコード) があります</translation>
    </message>
    <message>
        <source>Invisible or blank character {character} in the {component}: IDNA may delete it, so the host is not what it looks like</source>
        <translation>{component}に不可視または空白の文字 {character} があります: IDNA がこれを削除することがあるため、ホストは見た目どおりではありません</translation>
    </message>
    <message>
        <source>Invisible or blank character {character} (percent-encoded) in the {component}: IDNA may delete it, so the host is not what it looks like</source>
        <translation>{component}に不可視または空白の文字 {character} (パーセントエンコード) があります: IDNA がこれを削除することがあるため、ホストは見た目どおりではありません</translation>
    </message>
    <message>
        <source>The A-label &quot;{label}&quot; decodes to the invisible character {character}</source>
        <translation>A ラベル「{label}」をデコードすると不可視文字 {character} になります</translation>
    </message>
    <message>
        <source>Bidi control {character} in the {component}: it reorders how the link is displayed (RFC 3987 §4.1)</source>
        <translation>{component}に双方向制御文字 {character} があります: リンクの表示順序を並べ替えます (RFC 3987 §4.1)</translation>
    </message>
    <message>
        <source>Bidi control {character} (percent-encoded) in the {component}: it reorders how the link is displayed (RFC 3987 §4.1)</source>
        <translation>{component}に双方向制御文字 {character} (パーセントエンコード) があります: リンクの表示順序を並べ替えます (RFC 3987 §4.1)</translation>
    </message>
    <message>
        <source>Bidi control {character} in the text: it reorders how the link is displayed (RFC 3987 §4.1)</source>
        <translation>テキストに双方向制御文字 {character} があります: リンクの表示順序を並べ替えます (RFC 3987 §4.1)</translation>
    </message>
    <message>
        <source>Bidi control {character} (percent-encoded) in the text: it reorders how the link is displayed (RFC 3987 §4.1)</source>
        <translation>テキストに双方向制御文字 {character} (パーセントエンコード) があります: リンクの表示順序を並べ替えます (RFC 3987 §4.1)</translation>
    </message>
    <message>
        <source>Bidi control {character} in the {component}: it reverses the text after it and disguises a file extension</source>
        <translation>{component}に双方向制御文字 {character} があります: 後に続くテキストを逆順に表示させ、ファイル拡張子を偽装します</translation>
    </message>
    <message>
        <source>Bidi control {character} (percent-encoded) in the {component}: it reverses the text after it and disguises a file extension</source>
        <translation>{component}に双方向制御文字 {character} (パーセントエンコード) があります: 後に続くテキストを逆順に表示させ、ファイル拡張子を偽装します</translation>
    </message>
    <message>
        <source>Path segment with right-to-left text breaks the bidi rule of RFC 3987 §4.2 (mixed with left-to-right text, or not starting and ending right-to-left)</source>
        <translation>右から左へ書くテキストを含むパスのセグメントが RFC 3987 §4.2 の Bidi 規則に違反しています (左から右へ書くテキストと混在しているか、右から左へ書く文字で始まり終わっていない)</translation>
    </message>
    <message>
        <source>Host label &quot;{label}&quot; breaks the Bidi Rule of RFC 5893</source>
        <translation>ホストのラベル「{label}」は RFC 5893 の Bidi 規則に違反しています</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} in the {component}: UTS #46 maps it to &quot;{looks_like}&quot;</source>
        <translation>{component}に区切り文字に似た文字 {character} があります: UTS #46 はこれを「{looks_like}」にマッピングします</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} (percent-encoded) in the {component}: UTS #46 maps it to &quot;{looks_like}&quot;</source>
        <translation>{component}に区切り文字に似た文字 {character} (パーセントエンコード) があります: UTS #46 はこれを「{looks_like}」にマッピングします</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} in the text: UTS #46 maps it to &quot;{looks_like}&quot;</source>
        <translation>テキストに区切り文字に似た文字 {character} があります: UTS #46 はこれを「{looks_like}」にマッピングします</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} (percent-encoded) in the text: UTS #46 maps it to &quot;{looks_like}&quot;</source>
        <translation>テキストに区切り文字に似た文字 {character} (パーセントエンコード) があります: UTS #46 はこれを「{looks_like}」にマッピングします</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} in the {component}: it looks like &quot;{looks_like}&quot; but is no delimiter</source>
        <translation>{component}に区切り文字に似た文字 {character} があります: 「{looks_like}」に見えますが、区切り文字ではありません</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} (percent-encoded) in the {component}: it looks like &quot;{looks_like}&quot; but is no delimiter</source>
        <translation>{component}に区切り文字に似た文字 {character} (パーセントエンコード) があります: 「{looks_like}」に見えますが、区切り文字ではありません</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} in the text: it looks like &quot;{looks_like}&quot; but is no delimiter</source>
        <translation>テキストに区切り文字に似た文字 {character} があります: 「{looks_like}」に見えますが、区切り文字ではありません</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} (percent-encoded) in the text: it looks like &quot;{looks_like}&quot; but is no delimiter</source>
        <translation>テキストに区切り文字に似た文字 {character} (パーセントエンコード) があります: 「{looks_like}」に見えますが、区切り文字ではありません</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} in the {component}: it looks like &quot;{looks_like}&quot;; UTS #46 disallows it</source>
        <translation>{component}に区切り文字に似た文字 {character} があります: 「{looks_like}」に見えます。UTS #46 はこの文字を認めていません</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} (percent-encoded) in the {component}: it looks like &quot;{looks_like}&quot;; UTS #46 disallows it</source>
        <translation>{component}に区切り文字に似た文字 {character} (パーセントエンコード) があります: 「{looks_like}」に見えます。UTS #46 はこの文字を認めていません</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} in the text: it looks like &quot;{looks_like}&quot;; UTS #46 disallows it</source>
        <translation>テキストに区切り文字に似た文字 {character} があります: 「{looks_like}」に見えます。UTS #46 はこの文字を認めていません</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} (percent-encoded) in the text: it looks like &quot;{looks_like}&quot;; UTS #46 disallows it</source>
        <translation>テキストに区切り文字に似た文字 {character} (パーセントエンコード) があります: 「{looks_like}」に見えます。UTS #46 はこの文字を認めていません</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} in the {component}: it looks like &quot;{looks_like}&quot;</source>
        <translation>{component}に区切り文字に似た文字 {character} があります: 「{looks_like}」に見えます</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} (percent-encoded) in the {component}: it looks like &quot;{looks_like}&quot;</source>
        <translation>{component}に区切り文字に似た文字 {character} (パーセントエンコード) があります: 「{looks_like}」に見えます</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} in the text: it looks like &quot;{looks_like}&quot;</source>
        <translation>テキストに区切り文字に似た文字 {character} があります: 「{looks_like}」に見えます</translation>
    </message>
    <message>
        <source>Delimiter look-alike {character} (percent-encoded) in the text: it looks like &quot;{looks_like}&quot;</source>
        <translation>テキストに区切り文字に似た文字 {character} (パーセントエンコード) があります: 「{looks_like}」に見えます</translation>
    </message>
    <message>
        <source>Host label &quot;{label}&quot; has {character} next to non-Japanese text, where it reads as &quot;/&quot;</source>
        <translation>ホストのラベル「{label}」で、日本語以外のテキストの隣に {character} があります。そこでは「/」と読めます</translation>
    </message>
    <message>
        <source>The A-label &quot;{label}&quot; decodes to the delimiter look-alike {character}</source>
        <translation>A ラベル「{label}」をデコードすると区切り文字に似た文字 {character} になります</translation>
    </message>
    <message>
        <source>The host is written with compatibility characters ({character}...) that UTS #46 maps: it becomes &quot;{mapped_host}&quot;</source>
        <translation>ホストは UTS #46 がマッピングする互換文字 ({character}...) で書かれています: マッピング後は「{mapped_host}」になります</translation>
    </message>
    <message>
        <source>Host label &quot;{label}&quot; abuses combining marks (repeated, hidden overlay, leading, or after a character they do not belong to)</source>
        <translation>ホストのラベル「{label}」は結合文字を悪用しています (繰り返し、隠れた重ね書き、先頭に置く、または結合先でない文字の後に置く)</translation>
    </message>
    <message>
        <source>The {component} imitates &quot;{domain}&quot; with non-ASCII look-alikes; the real host is elsewhere</source>
        <translation>{component}は非 ASCII の似た文字で「{domain}」を模倣しています。本当のホストは別にあります</translation>
    </message>
    <message>
        <source>The {component} imitates a URL with non-ASCII look-alikes; the real host is elsewhere</source>
        <translation>{component}は非 ASCII の似た文字で URL を模倣しています。本当のホストは別にあります</translation>
    </message>
    <message>
        <source>The {component} imitates a host &quot;{host}&quot; with non-ASCII look-alikes; the real host is elsewhere</source>
        <translation>{component}は非 ASCII の似た文字でホスト「{host}」を模倣しています。本当のホストは別にあります</translation>
    </message>
    <message>
        <source>Host label &quot;{label}&quot; has the deviation character {character}: transitional and nontransitional IDNA give different hosts</source>
        <translation>ホストのラベル「{label}」に逸脱文字 {character} があります: 移行処理と非移行処理の IDNA で異なるホストになります</translation>
    </message>
    <message>
        <source>URL libraries disagree on the host: {readings}</source>
        <translation>URL ライブラリの間でホストの読みが食い違います: {readings}</translation>
    </message>
    <message>
        <source>URL libraries disagree on the host: {readings}; {host} is {class}</source>
        <translation>URL ライブラリの間でホストの読みが食い違います: {readings}。{host} は {class} です</translation>
    </message>
    <message>
        <source>userinfo together with an IP-address host: raised to {risk}</source>
        <translation>userinfo と IP アドレスのホストの組み合わせ: {risk} に引き上げ</translation>
    </message>
    <message>
        <source>the protected domain &quot;{brand}&quot; in the userinfo or path of &quot;{domain}&quot;: raised to {risk}</source>
        <translation>「{domain}」の userinfo またはパスに保護されたドメイン「{brand}」: {risk} に引き上げ</translation>
    </message>
    <message>
        <source>an obfuscated address of an internal class: raised to {risk}</source>
        <translation>内部のアドレスを難読化した表記: {risk} に引き上げ</translation>
    </message>
    <message>
        <source>The path asks {archive} for its archived copy of &quot;{target}&quot;: the page as it was, served by the archive</source>
        <translation>パスは {archive} に「{target}」のアーカイブ済みのコピーを求めています: 当時のページを、アーカイブが配信します</translation>
    </message>
    <message>
        <source>&quot;{scheme}:&quot; to {host} on its own port, with no line break to end a command: a link of an old protocol (the scheme can carry raw commands to other services)</source>
        <translation>{host} の既定のポートへの「{scheme}:」で、コマンドを終える改行はありません: 古いプロトコルのリンクです (このスキームは他のサービスへ生のコマンドを運べます)</translation>
    </message>
    <message>
        <source>a program downloaded from an IP-address host: raised to {risk}</source>
        <translation>IP アドレスのホストからダウンロードされるプログラム: {risk} に引き上げ</translation>
    </message>
    <message>
        <source>The link downloads &quot;{file}&quot;: a .{extension} file is a program, an installer or a script that runs when it is opened</source>
        <translation>このリンクは「{file}」をダウンロードします: .{extension} ファイルは、開くと実行されるプログラム、インストーラー、またはスクリプトです</translation>
    </message>
    <message>
        <source>The link downloads &quot;{file}&quot;: a .{extension} file is a script, which runs when it is opened with its interpreter</source>
        <translation>このリンクは「{file}」をダウンロードします: .{extension} ファイルはスクリプトで、インタープリターで開くと実行されます</translation>
    </message>
    <message>
        <source>The link downloads &quot;{file}&quot;: a .{extension} file is a disk image, and the programs in it run without the mark that warns of a download</source>
        <translation>このリンクは「{file}」をダウンロードします: .{extension} ファイルはディスク イメージで、中のプログラムはダウンロードを警告する印なしで実行されます</translation>
    </message>
    <message>
        <source>The link downloads &quot;{file}&quot;: a .{extension} file installs an Android app</source>
        <translation>このリンクは「{file}」をダウンロードします: .{extension} ファイルは Android アプリをインストールします</translation>
    </message>
    <message>
        <source>The link downloads &quot;{file}&quot;: a .{extension} file changes the system&apos;s settings (VPN, certificates) when it is installed</source>
        <translation>このリンクは「{file}」をダウンロードします: .{extension} ファイルは、インストールするとシステムの設定 (VPN、証明書) を変更します</translation>
    </message>
    <message>
        <source>The link downloads &quot;{file}&quot;: a .{extension} document can run macros or embedded code when it is opened</source>
        <translation>このリンクは「{file}」をダウンロードします: .{extension} 文書は、開くとマクロや埋め込まれたコードを実行できます</translation>
    </message>
    <message>
        <source>The link downloads &quot;{file}&quot;: a .{extension} archive, whose files are unknown until it is opened</source>
        <translation>このリンクは「{file}」をダウンロードします: .{extension} アーカイブで、中のファイルは開くまでわかりません</translation>
    </message>
    <message>
        <source>&quot;{file}&quot; ends in .{shown}.{extension}: where the last extension is hidden, as Windows hides known ones, it reads as a .{shown} file</source>
        <translation>「{file}」は .{shown}.{extension} で終わります: Windows が既知の拡張子を隠すように最後の拡張子が隠されると、.{shown} ファイルに見えます</translation>
    </message>
    <message>
        <source>&quot;{file}&quot; is named after a processor ({cpu}): so IoT botnets (Mirai and its kin) name the build of their program for each kind of device</source>
        <translation>「{file}」はプロセッサー ({cpu}) にちなんだ名前です: IoT ボットネット (Mirai とその亜種) は、機器の種類ごとのプログラムのビルドをこのように名付けます</translation>
    </message>
    <message>
        <source>The file is a release download of &quot;{account}&quot; on {service}, where anyone can publish one</source>
        <translation>このファイルは {service} 上の「{account}」のリリース ダウンロードです。{service} では誰でも公開できます</translation>
    </message>
    <message>
        <source>The file is served raw from the repository &quot;{account}&quot; on {service}, where anyone can publish one</source>
        <translation>このファイルは {service} 上のリポジトリ「{account}」からそのまま配信されます。{service} では誰でも公開できます</translation>
    </message>
    <message>
        <source>The file is a source archive that {service} makes of the repository &quot;{account}&quot;, where anyone can publish one</source>
        <translation>このファイルは {service} がリポジトリ「{account}」から作るソース アーカイブです。{service} では誰でも公開できます</translation>
    </message>
    <message>
        <source>The file is on {service}, where anyone can upload files; this one is under &quot;{account}&quot;</source>
        <translation>このファイルは {service} 上にあります。{service} には誰でもファイルをアップロードできます。このファイルは「{account}」の下にあります</translation>
    </message>
    <message>
        <source>The file is on {service}, where anyone can upload files</source>
        <translation>このファイルは {service} 上にあります。{service} には誰でもファイルをアップロードできます</translation>
    </message>
    <message>
        <source>The list {list} names the host {host} (line {line}: {rule})</source>
        <translation>リスト {list} はホスト {host} を挙げています（{line} 行目: {rule}）</translation>
    </message>
    <message>
        <source>The list {list} names {host}, and this host is a subdomain of it (line {line}: {rule})</source>
        <translation>リスト {list} は {host} を挙げており、このホストはそのサブドメインです（{line} 行目: {rule}）</translation>
    </message>
    <message>
        <source>The list {list} names this URL (line {line}: {rule})</source>
        <translation>リスト {list} はこの URL を挙げています（{line} 行目: {rule}）</translation>
    </message>
    <message>
        <source>Host label &quot;{label}&quot; has {character} out of its context, where it reads as a Latin letter or a mark of another word (Chrome&apos;s IDN display policy)</source>
        <translation>ホストのラベル「{label}」の {character} は本来の文脈の外にあり、ラテン文字や別の語の記号に見えます (Chrome の IDN 表示ポリシー)</translation>
    </message>
    <message>
        <source>The text shows {shown}, and the link goes to {target}, another owner</source>
        <translation>表示は {shown} ですが、リンクは別の所有者の {target} へ向かいます</translation>
    </message>
    <message>
        <source>The text shows {shown}, a protected domain, and the link goes to {target}, another owner</source>
        <translation>表示は保護対象のドメイン {shown} ですが、リンクは別の所有者の {target} へ向かいます</translation>
    </message>
    <message>
        <source>The text shows {shown}, and the link goes through {target}, a mail service&apos;s click tracker: where it forwards is not in the link</source>
        <translation>表示は {shown} ですが、リンクはメール配信サービスのクリック計測 {target} を経由します。転送先はリンクに書かれていません</translation>
    </message>
    <message>
        <source>The text shows https:, and the link goes to {target} over http:, in clear</source>
        <translation>表示は https: ですが、リンクは http: で {target} へ平文のまま向かいます</translation>
    </message>
    <message>
        <source>The sender&apos;s name holds the address {named}, and the mail is from {address} ({owner})</source>
        <translation>送信者の名前にアドレス {named} が含まれていますが、メールは {address} ({owner}) から送られています</translation>
    </message>
    <message>
        <source>The sender&apos;s name says {brand}, and the mail is from {address}: {owner} is none of {brand}&apos;s domains</source>
        <translation>送信者の名前は {brand} を名乗っていますが、メールは {address} から送られています。{owner} は {brand} のドメインではありません</translation>
    </message>
    <message>
        <source>Replies go to {reply}, at a free mail service, and the mail is from {owner}</source>
        <translation>返信先はフリーメールの {reply} ですが、メールは {owner} から送られています</translation>
    </message>
    <message>
        <source>Replies go to {reply}, of another owner than the From address&apos;s {owner}</source>
        <translation>返信先 {reply} は、From アドレスの {owner} とは別の所有者のものです</translation>
    </message>
    <message>
        <source>Bounces go to {bounce}, of another owner than the From address&apos;s {owner} (mail services send so for their customers)</source>
        <translation>エラーメールの宛先 {bounce} は、From アドレスの {owner} とは別の所有者のものです (メール配信サービスは顧客の代わりにこう送ります)</translation>
    </message>
    <message>
        <source>A form asks for a password and sends it to {target}</source>
        <translation>フォームがパスワードを求め、{target} へ送信します</translation>
    </message>
    <message>
        <source>The attached page {name} asks for a password and sends it to {target}</source>
        <translation>添付されたページ {name} がパスワードを求め、{target} へ送信します</translation>
    </message>
    <message>
        <source>A form sends what is typed into it to {target} over http:, in clear</source>
        <translation>フォームは入力内容を http: で {target} へ平文のまま送信します</translation>
    </message>
    <message>
        <source>A form sends what is typed into it to {target}, another owner than the page&apos;s {page}</source>
        <translation>フォームは入力内容を、ページの {page} とは別の所有者の {target} へ送信します</translation>
    </message>
    <message>
        <source>A form in a mail sends what is typed into it to {target}</source>
        <translation>メール内のフォームが入力内容を {target} へ送信します</translation>
    </message>
    <message>
        <source>The page sends its reader on to {target} by itself, without a click (meta refresh)</source>
        <translation>このページはクリックなしで自動的に {target} へ移動させます (meta refresh)</translation>
    </message>
    <message>
        <source>A script of the page sends its reader on to {target}, without a click</source>
        <translation>ページのスクリプトがクリックなしで {target} へ移動させます</translation>
    </message>
    <message>
        <source>The attached page {name} sends its reader on to {target} as soon as it is opened</source>
        <translation>添付されたページ {name} は開いた途端に {target} へ移動させます</translation>
    </message>
    <message>
        <source>The link arrives in a code ({symbology}): its address is seen only once it is scanned, on a phone, outside the mail&apos;s protection</source>
        <translation>リンクはコード ({symbology}) で届いています。アドレスはスキャンして初めて、メールの保護の外にあるスマートフォン上で見えます</translation>
    </message>
    <message>
        <source>The link arrives in a code ({symbology}): its address is seen only once it is scanned</source>
        <translation>リンクはコード ({symbology}) で届いています。アドレスはスキャンして初めて見えます</translation>
    </message>
    <message>
        <source>The link shows nothing (no text, no image): a reader cannot see it, and programs that follow every link do</source>
        <translation>このリンクには何も表示されません (文字列も画像もない)。読み手には見えませんが、すべてのリンクをたどるプログラムはたどります</translation>
    </message>
    <message>
        <source>The text shows {shown}, and the link goes through {target}, another owner&apos;s redirect that names it: where it forwards is that owner&apos;s choice</source>
        <translation>表示は {shown} ですが、リンクはそれを名指しする別の所有者のリダイレクト {target} を経由します。転送先はその所有者次第です</translation>
    </message>
    <message>
        <source>The attached page {name} shows a page of {target} inside itself as soon as it is opened (a frame)</source>
        <translation>添付されたページ {name} は開いた途端に {target} のページを自身の中に表示します (フレーム)</translation>
    </message>
</context>
<context>
    <name>uri::security::Word</name>
    <message>
        <source>public</source>
        <translation>公開</translation>
    </message>
    <message>
        <source>loopback</source>
        <translation>ループバック</translation>
    </message>
    <message>
        <source>private</source>
        <translation>プライベート</translation>
    </message>
    <message>
        <source>link-local</source>
        <translation>リンクローカル</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>予約済み</translation>
    </message>
    <message>
        <source>special</source>
        <translation>特殊用途</translation>
    </message>
    <message>
        <source>metadata</source>
        <translation>クラウドのメタデータエンドポイント</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>共有アドレス空間 (CGNAT)</translation>
    </message>
    <message>
        <source>documentation</source>
        <translation>文書用</translation>
    </message>
    <message>
        <source>benchmarking</source>
        <translation>ベンチマーク用</translation>
    </message>
    <message>
        <source>unspecified</source>
        <translation>未指定</translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation>ブロードキャスト</translation>
    </message>
    <message>
        <source>multicast</source>
        <translation>マルチキャスト</translation>
    </message>
    <message>
        <source>internal</source>
        <translation>内部</translation>
    </message>
    <message>
        <source>internal-name</source>
        <translation>内部名</translation>
    </message>
    <message>
        <source>single-label</source>
        <translation>単一ラベル</translation>
    </message>
    <message>
        <source>wildcard-ip</source>
        <translation>IP アドレス用のワイルドカード DNS 名</translation>
    </message>
    <message>
        <source>wildcard-loopback</source>
        <translation>ループバック用のワイルドカード DNS 名</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>そのまま</translation>
    </message>
    <message>
        <source>percent-encoded</source>
        <translation>パーセントエンコード</translation>
    </message>
    <message>
        <source>double percent-encoded</source>
        <translation>二重のパーセントエンコード</translation>
    </message>
    <message>
        <source>base64</source>
        <translation>Base64</translation>
    </message>
    <message>
        <source>Cyrl</source>
        <translation>キリル文字</translation>
    </message>
    <message>
        <source>Grek</source>
        <translation>ギリシア文字</translation>
    </message>
    <message>
        <source>Armn</source>
        <translation>アルメニア文字</translation>
    </message>
    <message>
        <source>Cher</source>
        <translation>チェロキー文字</translation>
    </message>
    <message>
        <source>Latn</source>
        <translation>ラテン文字</translation>
    </message>
    <message>
        <source>Hebr</source>
        <translation>ヘブライ文字</translation>
    </message>
    <message>
        <source>Arab</source>
        <translation>アラビア文字</translation>
    </message>
    <message>
        <source>Geor</source>
        <translation>ジョージア文字</translation>
    </message>
    <message>
        <source>Copt</source>
        <translation>コプト文字</translation>
    </message>
    <message>
        <source>Deva</source>
        <translation>デーヴァナーガリー</translation>
    </message>
    <message>
        <source>(no host)</source>
        <translation>(ホストなし)</translation>
    </message>
    <message>
        <source> and %1 other readers</source>
        <translation> ほか %1 個の読み手</translation>
    </message>
</context>
<context>
    <name>uri::ui::AlgorithmModel</name>
    <message>
        <source>Executed by:
%1</source>
        <translation>実行する規則:
%1</translation>
    </message>
</context>
<context>
    <name>uri::ui::AlgorithmText</name>
    <message>
        <source>The URL Standard resolves by parsing the reference with the base (§4.4, the basic URL parser): it has no algorithm of steps to show here.</source>
        <translation>URL Standard は参照を基底と共に構文解析して解決します (§4.4 の基本 URL パーサー)。ここに示す手順のアルゴリズムはありません。</translation>
    </message>
    <message>
        <source>en</source>
        <comment>algorithm text language</comment>
        <extracomment>&quot;ja&quot; where the window shows the Japanese translation of RFC 3986 in the algorithm view</extracomment>
        <translation>ja</translation>
    </message>
    <message>
        <source>RFC 3986 §5.2.2-§5.3, strict (the Japanese translation; §5.2.3 in English, which the translation omits)</source>
        <translation>RFC 3986 §5.2.2-§5.3、厳格 (日本語訳。§5.2.3 の二つの場合は訳にないため英語)</translation>
    </message>
    <message>
        <source>RFC 3986 §5.2.2-§5.3, strict</source>
        <translation>RFC 3986 §5.2.2-§5.3、厳格</translation>
    </message>
    <message>
        <source>RFC 3986 §5.2.2-§5.3, non-strict (the Japanese translation; §5.2.3 in English, which the translation omits)</source>
        <translation>RFC 3986 §5.2.2-§5.3、厳格でない (日本語訳。§5.2.3 の二つの場合は訳にないため英語)</translation>
    </message>
    <message>
        <source>RFC 3986 §5.2.2-§5.3, non-strict</source>
        <translation>RFC 3986 §5.2.2-§5.3、厳格でない</translation>
    </message>
    <message>
        <source>RFC 2396 §5.2 (English text)</source>
        <translation>RFC 2396 §5.2 (英語の原文)</translation>
    </message>
    <message>
        <source>RFC 1808 §4 (English text)</source>
        <translation>RFC 1808 §4 (英語の原文)</translation>
    </message>
    <message>
        <source>draft-fielding-url-syntax-01 §6 (English text)</source>
        <translation>draft-fielding-url-syntax-01 §6 (英語の原文)</translation>
    </message>
    <message>
        <source>RFC 1630, &quot;Partial (relative) form&quot; (English text)</source>
        <translation>RFC 1630「Partial (relative) form」(英語の原文)</translation>
    </message>
</context>
<context>
    <name>uri::ui::AnatomyView</name>
    <message>
        <source>Type or paste a URI above, or choose one from the Examples menu.</source>
        <translation>上の欄に URI を入力または貼り付けるか、「例」メニューから選んでください。</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <extracomment>a brace label for a component that is present but empty</extracomment>
        <translation>%1: 空</translation>
    </message>
    <message>
        <source>userinfo: NOT the host</source>
        <translation>userinfo: ホストではない</translation>
    </message>
    <message>
        <source>Host: %1 (%2)</source>
        <translation>ホスト: %1 (%2)</translation>
    </message>
    <message>
        <source>No authority: this reference names no host.</source>
        <translation>オーソリティ (authority) なし: この参照はホストを指定していません。</translation>
    </message>
    <message>
        <source>Before &quot;@&quot; is userinfo, not the host: %1</source>
        <translation>「@」より前は userinfo であり、ホストではありません: %1</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 bytes.</source>
        <translation>%2 バイトのうち先頭 %1 バイトを表示しています。</translation>
    </message>
    <message>
        <source>Undefined (not even empty): %1</source>
        <extracomment>%1 lists the components that are not there at all</extracomment>
        <translation>未定義 (空ですらない): %1</translation>
    </message>
    <message>
        <source>%1 is present but empty (not undefined).</source>
        <translation>%1 は存在しますが空です (未定義ではありません)。</translation>
    </message>
    <message>
        <source>an invalid UTF-8 byte</source>
        <translation>UTF-8 として不正なバイト</translation>
    </message>
    <message>
        <source>Bytes %1 to %2: %3</source>
        <translation>バイト %1 から %2: %3</translation>
    </message>
    <message>
        <source>Shown as an escape: a control, bidi, invisible or space character.</source>
        <translation>エスケープで表示: 制御文字・双方向制御文字・不可視文字・空白です。</translation>
    </message>
    <message>
        <source>Shown as an escape: a non-ASCII character, which can look like an ASCII one.</source>
        <translation>エスケープで表示: ASCII 文字と見分けにくいことがある非 ASCII 文字です。</translation>
    </message>
    <message>
        <source>In: %1</source>
        <translation>所属: %1</translation>
    </message>
    <message>
        <source>%1: reads as %2</source>
        <extracomment>a brace label on the host; %1 &quot;host&quot;, %2 the name it looks like</extracomment>
        <translation>%1: %2 と読める</translation>
    </message>
    <message>
        <source>The host reads as %1</source>
        <translation>ホストは %1 と読めます</translation>
    </message>
    <message>
        <source>An empty authority: this reference names no host.</source>
        <translation>オーソリティが空です: この参照はホストを指定していません。</translation>
    </message>
    <message>
        <source>No host: the authority is one registry-based name (reg_name), which names no host.</source>
        <translation>ホストはありません: オーソリティ全体が 1 つのレジストリに基づく名前（reg_name）で、ホストを指定していません。</translation>
    </message>
</context>
<context>
    <name>uri::ui::Application</name>
    <message>
        <source>Takes a URI apart and shows what every character means. It never fetches the URI.</source>
        <translation>URI を分解し、各文字の意味を示します。URI を取得することはありません。</translation>
    </message>
    <message>
        <source>The URI reference to open with.</source>
        <translation>起動時に開く URI 参照。</translation>
    </message>
    <message>
        <source>Render the window to the PNG file FILE and exit.</source>
        <translation>ウィンドウを PNG ファイル FILE に描画して終了します。</translation>
    </message>
    <message>
        <source>The language of the window: en, ja or system.</source>
        <translation>ウィンドウの言語: en、ja、system のいずれか。</translation>
    </message>
    <message>
        <source>The specification to check against, e.g. rfc3986.</source>
        <translation>検査に使う仕様 (例: rfc3986)。</translation>
    </message>
    <message>
        <source>Give at most one URI.</source>
        <translation>URI は 1 つまで指定してください。</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; use en, ja or system.</source>
        <translation>不明な言語「%1」です。en、ja、system のいずれかを指定してください。</translation>
    </message>
    <message>
        <source>Unknown specification &quot;%1&quot;.</source>
        <translation>不明な仕様「%1」です。</translation>
    </message>
    <message>
        <source>The analysis did not finish in time.</source>
        <translation>解析が時間内に終わりませんでした。</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;.</source>
        <translation>「%1」に書き込めません。</translation>
    </message>
    <message>
        <source>Unknown pane &quot;%1&quot;.</source>
        <translation>不明なペイン「%1」です。</translation>
    </message>
    <message>
        <source>Start with the dark theme (as View &gt; Theme &gt; Dark).</source>
        <translation>ダークテーマで起動します ([表示] &gt; [テーマ] &gt; [ダーク] と同じ)。</translation>
    </message>
    <message>
        <source>Resolve the URI against the base URI BASE (the Resolution pane&apos;s base).</source>
        <translation>URI を基底 URI BASE に対して解決します (参照解決ペインの基底)。</translation>
    </message>
    <message>
        <source>Qt options:
  -platform NAME  the platform plugin (xcb, wayland, offscreen, ...)
  -style NAME     the widget style (Fusion, ...)
  -reverse        right-to-left layout
  -display NAME   the X11 display</source>
        <translation>Qt のオプション:
  -platform NAME  プラットフォームプラグイン (xcb、wayland、offscreen など)
  -style NAME     ウィジェットのスタイル (Fusion など)
  -reverse        右から左へのレイアウト
  -display NAME   X11 のディスプレイ</translation>
    </message>
    <message>
        <source>Open the tour (Help &gt; Tour) at stop N, 1 to %1.</source>
        <translation>ツアー (ヘルプ &gt; ツアー) を N か所目 (1 から %1) で開きます。</translation>
    </message>
    <message>
        <source>Unknown stop &quot;%1&quot;; the tour has stops 1 to %2.</source>
        <translation>不明な地点「%1」です。ツアーの地点は 1 から %2 です。</translation>
    </message>
    <message>
        <source>Write the report of the URI to FILE without showing the window, and exit: JSON, HTML or Markdown by the suffix (.json, .html, .md); the JSON is that of &quot;uri-inspect check --json --normalize --readers&quot;. Exit status: 0, 1 when the link is flagged (low or above), 2 on a usage or write error.</source>
        <translation>ウィンドウを表示せずに URI のレポートを FILE に書き出して終了します。形式は拡張子 (.json、.html、.md) で JSON、HTML、Markdown のいずれかです。JSON は「uri-inspect check --json --normalize --readers」と同じです。終了ステータス: 0、リンクに指摘があるとき (low 以上) は 1、使い方の誤りか書き込みエラーのときは 2。</translation>
    </message>
    <message>
        <source>Unknown report format &quot;%1&quot;: the file&apos;s name ends in .json, .html or .md.</source>
        <translation>不明なレポート形式「%1」です。ファイル名は .json、.html、.md のいずれかで終わります。</translation>
    </message>
    <message>
        <source>--export writes a report alone: not with --screenshot or --tour.</source>
        <translation>--export はレポートだけを書き出します。--screenshot や --tour とは併用できません。</translation>
    </message>
    <message>
        <source>The window&apos;s size in pixels, WxH (e.g. 1024x700), on screen and in --screenshot.</source>
        <translation>ウィンドウの大きさ (ピクセル、幅x高さ、例: 1024x700)。画面でも --screenshot でも使われます。</translation>
    </message>
    <message>
        <source>Unknown size &quot;%1&quot;; give WxH in pixels, 200 to 10000 each (1024x700).</source>
        <translation>不明な大きさ「%1」です。幅x高さをピクセルで、それぞれ 200 から 10000 の範囲で指定してください (1024x700)。</translation>
    </message>
    <message>
        <source>Match the link against the blocklist FILE (hosts file, Adblock Plus filters, plain domains or URLs, URLhaus CSV), as &quot;uri-inspect check --blocklist&quot;; repeatable; for this session only (Data &gt; Blocklists... keeps lists across sessions).</source>
        <translation>リンクをブロックリスト FILE（hosts ファイル、Adblock Plus フィルター、ドメインまたは URL の一覧、URLhaus の CSV）と照合します。&quot;uri-inspect check --blocklist&quot; と同じです。繰り返し指定できます。このセッションのみ有効です（セッションをまたいで保持するには「データ &gt; ブロックリスト...」を使います）。</translation>
    </message>
    <message>
        <source>Open the file FILE by its content, as File &gt; Open does: a mail, an mbox, a web page, a PDF or an image in the Document pane (with --screenshot, its most flagged link chosen), a text in the Extract pane.</source>
        <translation>ファイル FILE を、ファイル &gt; 開く と同じように内容で判別して開きます: メール、mbox、Web ページ、PDF、画像はドキュメントペインに (--screenshot では最も警告の強いリンクを選んだ状態で)、テキストは抽出ペインに。</translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; を読めません。</translation>
    </message>
    <message>
        <source>Write the anatomy of the URI to FILE without showing the window, and exit: SVG (its labels as text, for a slide) or PNG by the suffix (.svg, .png), 960 pixels wide, light or with --dark dark, in the language of --lang. Exit status: 0, 2 on a usage or write error.</source>
        <translation>ウィンドウを表示せずに URI の構造図を FILE に書き出して終了します。接尾辞 (.svg、.png) により SVG (ラベルはテキストのまま、スライド用) または PNG、幅 960 ピクセル、明るい配色 (--dark では暗い配色)、--lang の言語で書き出します。終了ステータス: 0、使い方の誤りまたは書き込みエラーでは 2。</translation>
    </message>
    <message>
        <source>Unknown diagram format &quot;%1&quot;: the file&apos;s name ends in .svg or .png.</source>
        <translation>不明な図の形式「%1」です。ファイル名は .svg または .png で終わります。</translation>
    </message>
    <message>
        <source>--export-diagram writes a diagram alone: not with --screenshot, --tour or --export.</source>
        <translation>--export-diagram は図だけを書き出します。--screenshot、--tour、--export とは併用できません。</translation>
    </message>
    <message>
        <source>Show and raise the pane NAME: componentsPane, bytesPane, diagnosticsPane, resolutionPane, normalizePane, securityPane, readersPane, extractPane, documentPane, encodingPane or grammarPane (or the name without &quot;Pane&quot;: readers). resolution:algorithm shows the Resolution pane&apos;s Algorithm tab, resolution:algorithm:N at step N of the trace; security:views and security:nested the Security pane&apos;s tab of the views or of the nested URLs.</source>
        <translation>ペイン NAME を表示して前面に出します: componentsPane、bytesPane、diagnosticsPane、resolutionPane、normalizePane、securityPane、readersPane、extractPane、documentPane、encodingPane、grammarPane のいずれか (「Pane」を除いた名前も可: readers)。resolution:algorithm は参照解決ペインの「アルゴリズム」タブを、resolution:algorithm:N はトレースのステップ N で表示します。security:views と security:nested はセキュリティペインのビューのタブと入れ子の URL のタブを表示します。</translation>
    </message>
    <message>
        <source>Open Help &gt; Practice: exercises the window asks and grades.</source>
        <translation>ヘルプ &gt; 練習 を開く: ウィンドウが出題し採点する練習問題。</translation>
    </message>
    <message>
        <source>With --practice: the sequence of exercises N, 0 to %1 (default 1); the same on every machine.</source>
        <translation>--practice と共に: 問題の系列 N (0 から %1、既定は 1)。どのマシンでも同じ問題になります。</translation>
    </message>
    <message>
        <source>--practice and --tour are two lessons: give one.</source>
        <translation>--practice と --tour は別々のレッスンです。どちらか一方を指定してください。</translation>
    </message>
    <message>
        <source>Unknown seed &quot;%1&quot;; give a number from 0 to %2.</source>
        <translation>不明なシード「%1」です。0 から %2 の数を指定してください。</translation>
    </message>
    <message>
        <source>--seed goes with --practice.</source>
        <translation>--seed は --practice と共に使います。</translation>
    </message>
</context>
<context>
    <name>uri::ui::BlocklistDialog</name>
    <message>
        <source>hosts file</source>
        <translation>hosts ファイル</translation>
    </message>
    <message>
        <source>Adblock Plus filters</source>
        <translation>Adblock Plus フィルター</translation>
    </message>
    <message>
        <source>domains and URLs</source>
        <translation>ドメインと URL</translation>
    </message>
    <message>
        <source>CSV export</source>
        <translation>CSV エクスポート</translation>
    </message>
    <message>
        <source>not a host name</source>
        <translation>ホスト名ではありません</translation>
    </message>
    <message>
        <source>no address before the names</source>
        <translation>名前の前にアドレスがありません</translation>
    </message>
    <message>
        <source>neither a host name nor a URL</source>
        <translation>ホスト名でも URL でもありません</translation>
    </message>
    <message>
        <source>not a URL</source>
        <translation>URL ではありません</translation>
    </message>
    <message>
        <source>the row has no URL column</source>
        <translation>行に URL の列がありません</translation>
    </message>
    <message>
        <source>the URL column holds no URL</source>
        <translation>URL の列に URL がありません</translation>
    </message>
    <message>
        <source>regular-expression filters are not run</source>
        <translation>正規表現のフィルターは実行しません</translation>
    </message>
    <message>
        <source>the filter matches every URL</source>
        <translation>このフィルターはすべての URL に一致します</translation>
    </message>
    <message>
        <source>a NUL byte</source>
        <translation>NUL バイトがあります</translation>
    </message>
    <message>
        <source>the option $%1 is not run</source>
        <translation>オプション $%1 は実行しません</translation>
    </message>
    <message>
        <source>Blocklists</source>
        <translation>ブロックリスト</translation>
    </message>
    <message>
        <source>Every link is matched against these lists, offline, each in its own syntax: hosts files, Adblock Plus and uBlock Origin network filters, plain domains or URLs, and URLhaus CSV exports. A match is finding K1, high, or what the list declares in a &quot;# severity: critical&quot; line.</source>
        <translation>すべてのリンクをこれらのリストと、オフラインで、それぞれの書式のとおりに照合します。書式は hosts ファイル、Adblock Plus と uBlock Origin のネットワークフィルター、ドメインまたは URL の一覧、URLhaus の CSV エクスポートです。一致すると所見 K1 になります。重大度は「高」で、リストが &quot;# severity: critical&quot; の行で宣言していればその値です。</translation>
    </message>
    <message>
        <source>List</source>
        <translation>リスト</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>書式</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>対象外</translation>
    </message>
    <message>
        <source>Not read</source>
        <translation>読めない行</translation>
    </message>
    <message>
        <source>Skipped: lines that block no link (cosmetic filters, $removeparam, the hosts file&apos;s own names). Not read: malformed or unsupported lines.</source>
        <translation>対象外: どのリンクも遮断しない行（要素隠しフィルター、$removeparam、hosts ファイル自身の名前）。読めない行: 書式の誤りや未対応の行。</translation>
    </message>
    <message>
        <source>The lines of the selected list that gave no rule.</source>
        <translation>選んだリストのうち、規則にならなかった行です。</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>追加(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;member these lists (their file paths) in the next session</source>
        <translation>次のセッションでもこれらのリスト（ファイルのパス）を使う(&amp;M)</translation>
    </message>
    <message>
        <source>Add Blocklists</source>
        <translation>ブロックリストの追加</translation>
    </message>
    <message>
        <source>Blocklists (*.txt *.csv *.hosts hosts);;All files (*)</source>
        <translation>ブロックリスト (*.txt *.csv *.hosts hosts);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more</source>
        <translation>
            <numerusform>... ほかに %n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>uri::ui::BlocklistSet</name>
    <message>
        <source>Cannot read the blocklist &quot;%1&quot;.</source>
        <translation>ブロックリスト &quot;%1&quot; を読めません。</translation>
    </message>
</context>
<context>
    <name>uri::ui::ByteModel</name>
    <message>
        <source>Offset</source>
        <translation>オフセット</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>16 進</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>文字</translation>
    </message>
</context>
<context>
    <name>uri::ui::BytesPane</name>
    <message>
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
</context>
<context>
    <name>uri::ui::CompareModel</name>
    <message>
        <source>(undefined)</source>
        <translation>(未定義)</translation>
    </message>
    <message>
        <source>Normalized, the two still differ here. Activate to select it in the input.</source>
        <translation>正規化しても、二つはここで異なります。アクティブにすると入力内で選択します。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>構成要素</translation>
    </message>
    <message>
        <source>This URI</source>
        <translation>この URI</translation>
    </message>
    <message>
        <source>Other URI</source>
        <translation>もう一方の URI</translation>
    </message>
</context>
<context>
    <name>uri::ui::ComponentTreeModel</name>
    <message>
        <source>registered name</source>
        <translation>登録名 (reg-name)</translation>
    </message>
    <message>
        <source>IPv4 address</source>
        <translation>IPv4 アドレス</translation>
    </message>
    <message>
        <source>IPv6 address</source>
        <translation>IPv6 アドレス</translation>
    </message>
    <message>
        <source>IPvFuture address</source>
        <translation>IPvFuture アドレス</translation>
    </message>
    <message>
        <source>undefined: no &quot;:&quot; before the first &quot;/&quot;, &quot;?&quot; or &quot;#&quot;</source>
        <translation>未定義: 最初の「/」「?」「#」より前に「:」がない</translation>
    </message>
    <message>
        <source>undefined: no &quot;//&quot;</source>
        <translation>未定義: 「//」がない</translation>
    </message>
    <message>
        <source>undefined: no &quot;?&quot;</source>
        <translation>未定義: 「?」がない</translation>
    </message>
    <message>
        <source>undefined: no &quot;#&quot;</source>
        <translation>未定義: 「#」がない</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>not the host</source>
        <translation>ホストではない</translation>
    </message>
    <message>
        <source>deprecated: exposed to anyone who sees the link</source>
        <translation>非推奨: リンクを見た人すべてに露出する</translation>
    </message>
    <message>
        <source>errors: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>(undefined)</source>
        <translation>(未定義)</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(空)</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>構成要素</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>Decoded</source>
        <translation>デコード後</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備考</translation>
    </message>
</context>
<context>
    <name>uri::ui::ComponentsPane</name>
    <message>
        <source>Components</source>
        <translation>構成要素</translation>
    </message>
</context>
<context>
    <name>uri::ui::DerivationModel</name>
    <message>
        <source>Rule</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>Span</source>
        <translation>範囲</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
</context>
<context>
    <name>uri::ui::DiagnosticText</name>
    <message>
        <source>A scheme must begin with a letter: %1.</source>
        <translation>スキームは英字で始まらなければなりません: %1。</translation>
    </message>
    <message>
        <source>The first segment of a relative path may not contain &quot;:&quot; (it would read as a scheme); write &quot;./&quot; before it: %1.</source>
        <translation>相対パスの最初のセグメントに「:」は使えません (スキームと読まれるため)。前に「./」を付けてください: %1。</translation>
    </message>
    <message>
        <source>A character not allowed in userinfo: %1.</source>
        <translation>userinfo に使えない文字です: %1。</translation>
    </message>
    <message>
        <source>A character not allowed in a registered name: %1.</source>
        <translation>登録名 (reg-name) に使えない文字です: %1。</translation>
    </message>
    <message>
        <source>A port consists of decimal digits only: %1.</source>
        <translation>ポートは 10 進数字だけで表します: %1。</translation>
    </message>
    <message>
        <source>A character not allowed in a path segment: %1.</source>
        <translation>パスのセグメントに使えない文字です: %1。</translation>
    </message>
    <message>
        <source>A character not allowed in a query: %1.</source>
        <translation>クエリに使えない文字です: %1。</translation>
    </message>
    <message>
        <source>A character not allowed in a fragment: %1.</source>
        <translation>フラグメントに使えない文字です: %1。</translation>
    </message>
    <message>
        <source>&quot;%&quot; must be followed by two hexadecimal digits: %1.</source>
        <translation>「%」の後には 16 進数字が 2 桁続かなければなりません: %1。</translation>
    </message>
    <message>
        <source>Non-ASCII characters must be percent-encoded in a URI (an IRI, RFC 3987, allows them): %1.</source>
        <translation>URI では非 ASCII 文字をパーセントエンコードしなければなりません (IRI、RFC 3987 では使えます): %1。</translation>
    </message>
    <message>
        <source>Bytes that are not valid UTF-8: %1.</source>
        <translation>UTF-8 として正しくないバイト列です: %1。</translation>
    </message>
    <message>
        <source>Control characters are not allowed anywhere in a URI: %1.</source>
        <translation>制御文字は URI のどこにも使えません: %1。</translation>
    </message>
    <message>
        <source>Spaces are not allowed in a URI; percent-encode them as %20: %1.</source>
        <translation>URI に空白は使えません。%20 とパーセントエンコードしてください: %1。</translation>
    </message>
    <message>
        <source>An IP literal opened with &quot;[&quot; is not closed with &quot;]&quot;: %1.</source>
        <translation>「[」で始まる IP リテラルが「]」で閉じられていません: %1。</translation>
    </message>
    <message>
        <source>Only &quot;:&quot; and a port may follow the &quot;]&quot; of an IP literal: %1.</source>
        <translation>IP リテラルの「]」の後に置けるのは「:」とポートだけです: %1。</translation>
    </message>
    <message>
        <source>An IPv6 address consists of hexadecimal digits, &quot;:&quot; and a dotted IPv4 tail: %1.</source>
        <translation>IPv6 アドレスは 16 進数字、「:」、ドット区切りの IPv4 末尾で構成されます: %1。</translation>
    </message>
    <message>
        <source>Each 16-bit piece of an IPv6 address has one to four hexadecimal digits: %1.</source>
        <translation>IPv6 アドレスの 16 ビットの各区切りは 1 から 4 桁の 16 進数字です: %1。</translation>
    </message>
    <message>
        <source>An IPv6 address has eight 16-bit pieces, or fewer with one &quot;::&quot;: %1.</source>
        <translation>IPv6 アドレスは 16 ビットの区切り 8 個、または「::」1 つを使ってそれより少ない数で表します: %1。</translation>
    </message>
    <message>
        <source>&quot;::&quot; may appear only once in an IPv6 address: %1.</source>
        <translation>IPv6 アドレスで「::」は 1 回しか使えません: %1。</translation>
    </message>
    <message>
        <source>A single &quot;:&quot; must stand between two pieces of an IPv6 address: %1.</source>
        <translation>単独の「:」は IPv6 アドレスの 2 つの区切りの間にしか置けません: %1。</translation>
    </message>
    <message>
        <source>An IPv4 address in an IPv6 address must be a valid dotted quad in its last 32 bits: %1.</source>
        <translation>IPv6 アドレス中の IPv4 アドレスは、末尾 32 ビットに置かれた正しいドット区切り 4 組でなければなりません: %1。</translation>
    </message>
    <message>
        <source>An IP literal may not be empty: %1.</source>
        <translation>IP リテラルは空にできません: %1。</translation>
    </message>
    <message>
        <source>A zone identifier (RFC 6874): an extension that RFC 3986 does not allow: %1.</source>
        <translation>ゾーン識別子 (RFC 6874) は RFC 3986 が認めない拡張です: %1。</translation>
    </message>
    <message>
        <source>A zone identifier introduced by a bare &quot;%&quot;; RFC 6874 requires &quot;%25&quot; and RFC 3986 allows neither: %1.</source>
        <translation>裸の「%」で始まるゾーン識別子です。RFC 6874 は「%25」を要求し、RFC 3986 はどちらも認めません: %1。</translation>
    </message>
    <message>
        <source>IPvFuture is &quot;v&quot;, hexadecimal digits, &quot;.&quot;, then unreserved characters, sub-delims or &quot;:&quot;: %1.</source>
        <translation>IPvFuture は「v」、16 進数字、「.」の後に非予約文字・sub-delims・「:」が続く形です: %1。</translation>
    </message>
    <message>
        <source>A registered name of digits and dots that is no IPv4 address; browsers and inet_aton() read it as one: %1.</source>
        <translation>数字とドットだけの登録名ですが IPv4 アドレスではありません。ブラウザーや inet_aton() は IPv4 アドレスとして読みます: %1。</translation>
    </message>
    <message>
        <source>&quot;user:password&quot; in userinfo is deprecated; a password in a URI is exposed: %1.</source>
        <translation>userinfo の「user:password」形式は非推奨です。URI 中のパスワードは露出します: %1。</translation>
    </message>
    <message>
        <source>The port is empty; producers should omit the &quot;:&quot; too.</source>
        <translation>ポートが空です。生成側は「:」も省くべきです。</translation>
    </message>
    <message>
        <source>More diagnostics were found than are listed.</source>
        <translation>一覧に載せきれないほど多くの診断が見つかりました。</translation>
    </message>
    <message>
        <source>Diagnostic %1: %2.</source>
        <extracomment>%1 is a stable diagnostic code such as &quot;path-char&quot;; %2 the offending text</extracomment>
        <translation>診断 %1: %2。</translation>
    </message>
    <message>
        <source>info</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>The host is no valid domain name under UTS #46 ToASCII: %1.</source>
        <translation>ホストは UTS #46 の ToASCII で正しいドメイン名になりません: %1。</translation>
    </message>
    <message>
        <source>The host of a special URL contains a percent-encoded byte; a browser decodes it: %1.</source>
        <translation>特別な URL のホストにパーセントエンコードされたバイトがあります。ブラウザーはデコードします: %1。</translation>
    </message>
    <message>
        <source>The opaque host contains a character that a host may not contain: %1.</source>
        <translation>不透明ホストにホストで使えない文字があります: %1。</translation>
    </message>
    <message>
        <source>An IPv4 address ends with &quot;.&quot;: %1.</source>
        <translation>IPv4 アドレスが「.」で終わっています: %1。</translation>
    </message>
    <message>
        <source>An IPv4 address has fewer than four parts: %1.</source>
        <translation>IPv4 アドレスの部分が 4 つ未満です: %1。</translation>
    </message>
    <message>
        <source>A host that ends in a number has more than four parts: %1.</source>
        <translation>数値で終わるホストの部分が 4 つを超えています: %1。</translation>
    </message>
    <message>
        <source>A host that ends in a number has a part that is not a number: %1.</source>
        <translation>数値で終わるホストに数値でない部分があります: %1。</translation>
    </message>
    <message>
        <source>A part of an IPv4 address is written in hexadecimal or octal: %1.</source>
        <translation>IPv4 アドレスの部分が 16 進または 8 進で書かれています: %1。</translation>
    </message>
    <message>
        <source>A part of an IPv4 address exceeds 255: %1.</source>
        <translation>IPv4 アドレスの部分が 255 を超えています: %1。</translation>
    </message>
    <message>
        <source>An IPv4 address that comes from non-ASCII input: %1.</source>
        <translation>非 ASCII の入力から得られた IPv4 アドレスです: %1。</translation>
    </message>
    <message>
        <source>An IPv6 address is missing the closing &quot;]&quot;: %1.</source>
        <translation>IPv6 アドレスに閉じ「]」がありません: %1。</translation>
    </message>
    <message>
        <source>An IPv6 address begins with a single &quot;:&quot;: %1.</source>
        <translation>IPv6 アドレスが単独の「:」で始まっています: %1。</translation>
    </message>
    <message>
        <source>An IPv6 address has more than eight pieces: %1.</source>
        <translation>IPv6 アドレスの区切りが 8 個を超えています: %1。</translation>
    </message>
    <message>
        <source>An IPv6 address uses &quot;::&quot; more than once: %1.</source>
        <translation>IPv6 アドレスで「::」が 2 回以上使われています: %1。</translation>
    </message>
    <message>
        <source>An IPv6 address contains something other than hexadecimal digits and &quot;:&quot;: %1.</source>
        <translation>IPv6 アドレスに 16 進数字と「:」以外のものがあります: %1。</translation>
    </message>
    <message>
        <source>An IPv6 address without &quot;::&quot; has fewer than eight pieces: %1.</source>
        <translation>「::」のない IPv6 アドレスの区切りが 8 個未満です: %1。</translation>
    </message>
    <message>
        <source>A piece of an IPv6 address has a leading zero: %1.</source>
        <translation>IPv6 アドレスの区切りに先頭の 0 があります: %1。</translation>
    </message>
    <message>
        <source>An IPv6 address has more than six pieces before its IPv4 part: %1.</source>
        <translation>IPv6 アドレスの IPv4 部分の前に区切りが 6 個を超えてあります: %1。</translation>
    </message>
    <message>
        <source>The IPv4 part of an IPv6 address is malformed: %1.</source>
        <translation>IPv6 アドレスの IPv4 部分の形式が正しくありません: %1。</translation>
    </message>
    <message>
        <source>A part of the IPv4 part of an IPv6 address exceeds 255: %1.</source>
        <translation>IPv6 アドレスの IPv4 部分で 255 を超える部分があります: %1。</translation>
    </message>
    <message>
        <source>The IPv4 part of an IPv6 address has fewer than four parts: %1.</source>
        <translation>IPv6 アドレスの IPv4 部分の部分が 4 つ未満です: %1。</translation>
    </message>
    <message>
        <source>A character that is not a URL unit; a browser encodes or removes it: %1.</source>
        <translation>URL 単位 (URL unit) でない文字です。ブラウザーはエンコードするか取り除きます: %1。</translation>
    </message>
    <message>
        <source>A special scheme is not followed by exactly &quot;//&quot;: %1.</source>
        <translation>特別なスキームの後がちょうど「//」になっていません: %1。</translation>
    </message>
    <message>
        <source>No scheme, and no base URL to resolve against: %1.</source>
        <translation>スキームがなく、解決に使う基底 URL もありません: %1。</translation>
    </message>
    <message>
        <source>&quot;\&quot; where &quot;/&quot; belongs; a browser reads it as &quot;/&quot;: %1.</source>
        <translation>「/」の位置に「\」があります。ブラウザーは「/」として読みます: %1。</translation>
    </message>
    <message>
        <source>The URL includes credentials (a user name or password before &quot;@&quot;): %1.</source>
        <translation>URL に認証情報 (「@」の前のユーザー名やパスワード) が含まれています: %1。</translation>
    </message>
    <message>
        <source>A special URL, userinfo or a port without a host: %1.</source>
        <translation>ホストのない特別な URL、userinfo、またはポートです: %1。</translation>
    </message>
    <message>
        <source>The port is greater than 65535: %1.</source>
        <translation>ポートが 65535 を超えています: %1。</translation>
    </message>
    <message>
        <source>The port contains something other than digits: %1.</source>
        <translation>ポートに数字以外のものがあります: %1。</translation>
    </message>
    <message>
        <source>A reference that starts with a Windows drive letter drops the base&apos;s path: %1.</source>
        <translation>Windows のドライブ文字で始まる参照は、基底のパスを捨てます: %1。</translation>
    </message>
    <message>
        <source>A file URL&apos;s host is a Windows drive letter; it is read as the first path segment: %1.</source>
        <translation>file URL のホストが Windows のドライブ文字です。パスの最初のセグメントとして読まれます: %1。</translation>
    </message>
    <message>
        <source>&quot;%25&quot; followed by two hexadecimal digits: the text was percent-encoded twice: %1.</source>
        <translation>「%25」の後に 16 進数字が 2 桁続いています。二重にパーセントエンコードされています: %1。</translation>
    </message>
    <message>
        <source>The percent-decoded bytes are not UTF-8: %1.</source>
        <translation>パーセントデコードしたバイト列が UTF-8 ではありません: %1。</translation>
    </message>
    <message>
        <source>A percent-encoding decodes to a control character: %1.</source>
        <translation>パーセントエンコードが制御文字にデコードされます: %1。</translation>
    </message>
    <message>
        <source>A percent-encoding decodes to a bidi or invisible character: %1.</source>
        <translation>パーセントエンコードが双方向制御文字または不可視文字にデコードされます: %1。</translation>
    </message>
    <message>
        <source>An unreserved character is percent-encoded; normalizers decode it: %1.</source>
        <translation>非予約文字がパーセントエンコードされています。正規化ではデコードされます: %1。</translation>
    </message>
    <message>
        <source>A percent-encoded delimiter: it is data, and decoding it would change the URI: %1.</source>
        <translation>パーセントエンコードされた区切り文字です。データであり、デコードすると URI の意味が変わります: %1。</translation>
    </message>
    <message>
        <source>Percent-encodings should use uppercase hexadecimal digits: %1.</source>
        <translation>パーセントエンコードには大文字の 16 進数字を使うべきです: %1。</translation>
    </message>
    <message>
        <source>The chosen specification has no encoded form for this character here: %1.</source>
        <translation>選んだ仕様には、この位置でこの文字をエンコードする形がありません: %1。</translation>
    </message>
    <message>
        <source>A non-ASCII character that an IRI may not contain: %1.</source>
        <translation>IRI に含められない非 ASCII 文字です: %1。</translation>
    </message>
    <message>
        <source>A private-use character is allowed only in the query of an IRI: %1.</source>
        <translation>私用文字は IRI のクエリの中でしか使えません: %1。</translation>
    </message>
    <message>
        <source>An IRI must not contain bidi formatting characters: %1.</source>
        <translation>IRI に双方向書式制御文字を含めてはなりません: %1。</translation>
    </message>
    <message>
        <source>A label of the domain name is empty: %1.</source>
        <translation>ドメイン名のラベルが空です: %1。</translation>
    </message>
    <message>
        <source>A label is longer than 63 bytes in its ASCII form: %1.</source>
        <translation>ラベルが ASCII 形式で 63 バイトを超えています: %1。</translation>
    </message>
    <message>
        <source>The domain name is longer than 253 bytes in its ASCII form: %1.</source>
        <translation>ドメイン名が ASCII 形式で 253 バイトを超えています: %1。</translation>
    </message>
    <message>
        <source>A label begins with a hyphen: %1.</source>
        <translation>ラベルがハイフンで始まっています: %1。</translation>
    </message>
    <message>
        <source>A label ends with a hyphen: %1.</source>
        <translation>ラベルがハイフンで終わっています: %1。</translation>
    </message>
    <message>
        <source>A label has &quot;--&quot; in its third and fourth positions but is no valid A-label: %1.</source>
        <translation>ラベルの 3、4 文字目が「--」ですが、正しい A ラベルではありません: %1。</translation>
    </message>
    <message>
        <source>A label begins with a combining mark: %1.</source>
        <translation>ラベルが結合文字で始まっています: %1。</translation>
    </message>
    <message>
        <source>A character that IDNA does not allow in a domain name: %1.</source>
        <translation>IDNA がドメイン名に認めていない文字です: %1。</translation>
    </message>
    <message>
        <source>A label that begins with &quot;xn--&quot; is not valid Punycode: %1.</source>
        <translation>「xn--」で始まるラベルが正しい Punycode ではありません: %1。</translation>
    </message>
    <message>
        <source>A label contains a dot once decoded or mapped: %1.</source>
        <translation>デコードまたはマッピングするとラベルにドットが現れます: %1。</translation>
    </message>
    <message>
        <source>An &quot;xn--&quot; label decodes to an invalid label or to plain ASCII: %1.</source>
        <translation>「xn--」ラベルをデコードすると、不正なラベルか単なる ASCII になります: %1。</translation>
    </message>
    <message>
        <source>The domain name breaks the Bidi Rule for right-to-left labels: %1.</source>
        <translation>ドメイン名が右から左へ書くラベルの Bidi 規則に違反しています: %1。</translation>
    </message>
    <message>
        <source>A zero width joiner or non-joiner where the CONTEXTJ rules forbid it: %1.</source>
        <translation>CONTEXTJ 規則が禁じる位置にゼロ幅接合子または非接合子があります: %1。</translation>
    </message>
    <message>
        <source>A punctuation character where the CONTEXTO rules forbid it: %1.</source>
        <translation>CONTEXTO 規則が禁じる位置に句読文字があります: %1。</translation>
    </message>
    <message>
        <source>Arabic-Indic and extended Arabic-Indic digits are mixed in one label: %1.</source>
        <translation>1 つのラベルにアラビア・インド数字と拡張アラビア・インド数字が混在しています: %1。</translation>
    </message>
    <message>
        <source>Not a host name of this generation (labels of letters, digits and hyphens; the last begins with a letter): %1.</source>
        <translation>この世代のホスト名ではありません（英字・数字・ハイフンのラベルで、最後のラベルは英字で始まる）: %1。</translation>
    </message>
    <message>
        <source>An IP literal in brackets, which this generation does not have (RFC 2732 added it in 1999): %1.</source>
        <translation>角括弧の IP リテラルはこの世代にはありません（1999 年に RFC 2732 が追加）: %1。</translation>
    </message>
    <message>
        <source>In RFC 2396 a URI without &quot;/&quot; after the scheme is opaque, so this belongs to its opaque part, not to a query: %1.</source>
        <translation>RFC 2396 ではスキームの後に「/」のない URI は不透明（opaque）なので、これはクエリではなく opaque_part の一部です: %1。</translation>
    </message>
    <message>
        <source>RFC 2396 needs a path here: after &quot;scheme:&quot; a &quot;/&quot; or an opaque part, before &quot;?&quot; a segment: %1.</source>
        <translation>RFC 2396 ではここにパスが必要です（「scheme:」の後には「/」か不透明部分、「?」の前にはセグメント）: %1。</translation>
    </message>
    <message>
        <source>&quot;:&quot; without a port; in this generation a port is one or more digits: %1.</source>
        <translation>ポートのない「:」です。この世代のポートは 1 桁以上の数字です: %1。</translation>
    </message>
    <message>
        <source>A character that the scheme does not allow (RFC 3986: letters, digits, &quot;+&quot;, &quot;-&quot; and &quot;.&quot; after the first letter): %1.</source>
        <translation>スキームに使えない文字です（RFC 3986 では先頭の英字の後に英字・数字・「+」・「-」・「.」）: %1。</translation>
    </message>
    <message>
        <source>No server (userinfo, a hostname or IPv4 address, a port of digits), so RFC 2396 reads the whole authority as a registry-based name without userinfo, host or port: %1.</source>
        <translation>サーバー（ユーザー情報、ホスト名または IPv4 アドレス、数字のポート）ではないため、RFC 2396 はオーソリティ全体をレジストリに基づく名前（reg_name）として読み、ユーザー情報・ホスト・ポートはありません: %1。</translation>
    </message>
    <message>
        <source>Four runs of digits, which this generation&apos;s IPv4 address rule allows with no range, but no IPv4 address has a part over 255: %1.</source>
        <translation>4 つの数字の並びで、この世代の IPv4 アドレスの規則は範囲を定めないので一致しますが、255 を超える部分を持つ IPv4 アドレスはありません: %1。</translation>
    </message>
    <message>
        <source>The path after the net_loc begins with an empty segment, and RFC 1808&apos;s path begins with one of at least a character (fsegment): no relative URL has this shape: %1.</source>
        <translation>net_loc の後のパスが空のセグメントで始まっていますが、RFC 1808 のパスは 1 文字以上のセグメント（fsegment）で始まります。この形の相対 URL はありません: %1。</translation>
    </message>
    <message>
        <source>The path after the net_loc begins with an empty segment, so RFC 1808 reads this as no generic-RL, only as an absolute URL of the form scheme &quot;:&quot; *( uchar | reserved ), which cannot be a base: %1.</source>
        <translation>net_loc の後のパスが空のセグメントで始まるため、RFC 1808 はこれを generic-RL ではなく、scheme &quot;:&quot; *( uchar | reserved ) の形の絶対 URL としてのみ読みます。これはベースになれません: %1。</translation>
    </message>
    <message>
        <source>The generic split of draft-01 fails here, so this is no generic-URL, only an opaque-URL = scheme &quot;:&quot; *urlchar: valid, but with no server, path or query, and no base for relative URLs: %1.</source>
        <translation>draft-01 の汎用的な分割はここで失敗するため、これは generic-URL ではなく、opaque-URL = scheme &quot;:&quot; *urlchar としてのみ有効です。サーバー、パス、クエリを持たず、相対 URL のベースになれません: %1。</translation>
    </message>
</context>
<context>
    <name>uri::ui::DiagnosticsModel</name>
    <message>
        <source>Severity</source>
        <translation>重大度</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Citation</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
</context>
<context>
    <name>uri::ui::DiagnosticsPane</name>
    <message>
        <source>Diagnostics</source>
        <translation>診断</translation>
    </message>
    <message>
        <source>No problems: the input is valid under %1, with no warnings and no notes.</source>
        <translation>問題はありません: 入力は %1 で正しく、警告も注記もありません。</translation>
    </message>
    <message>
        <source>The input&apos;s errors, warnings and notes appear here, each with where it is and the rule it comes from.</source>
        <translation>入力のエラー、警告、注記がここに、それぞれの位置と根拠の規則と共に表示されます。</translation>
    </message>
</context>
<context>
    <name>uri::ui::Diagram</name>
    <message>
        <source>a diagram is saved as SVG (.svg) or PNG (.png)</source>
        <translation>図は SVG (.svg) または PNG (.png) で保存します</translation>
    </message>
    <message>
        <source>the PNG could not be encoded</source>
        <translation>PNG を符号化できませんでした</translation>
    </message>
</context>
<context>
    <name>uri::ui::DocumentModel</name>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Where the link stands: the message, the MIME part, the element and attribute, the PDF page and rectangle, the code</source>
        <translation>リンクのある位置: メッセージ、MIME パート、要素と属性、PDF のページと矩形、コード</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>What a reader sees for the link: its text, an image&apos;s alt text, the PDF text under it</source>
        <translation>読み手がそのリンクとして目にするもの: リンクのテキスト、画像の代替テキスト、その下の PDF のテキスト</translation>
    </message>
    <message>
        <source>Goes to</source>
        <translation>行き先</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>所見</translation>
    </message>
</context>
<context>
    <name>uri::ui::DocumentPane</name>
    <message>
        <source>Document</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>No document open.</source>
        <translation>ドキュメントは開かれていません。</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s), </source>
        <translation>
            <numerusform>%n 通のメッセージ、</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n 個のリンク</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n notice(s)</source>
        <translation>
            <numerusform>、%n 件のお知らせ</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling... </source>
        <translation>取り消し中... </translation>
    </message>
    <message>
        <source>Reading... </source>
        <translation>読み込み中... </translation>
    </message>
    <message>
        <source>Cancelled: what was read is listed. </source>
        <translation>取り消しました: 読み込んだ分を一覧にしています。</translation>
    </message>
    <message>
        <source>Open or drop a mail message (.eml), an mbox, a web page, a PDF or an image: every link in it is listed with where it stands, what it shows and where it goes. Nothing is fetched and nothing is run.</source>
        <translation>メール (.eml)、mbox、Web ページ、PDF、画像を開くかドロップしてください: その中のすべてのリンクを、位置、表示、行き先とともに一覧にします。何も取得せず、何も実行しません。</translation>
    </message>
    <message>
        <source>Read as: %1</source>
        <translation>読み込み形式: %1</translation>
    </message>
    <message>
        <source>... and %1 more messages.</source>
        <translation>... ほか %1 通のメッセージ。</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>お知らせ</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>Reply-To</source>
        <translation>Reply-To</translation>
    </message>
    <message>
        <source>Return-Path</source>
        <translation>Return-Path</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Subject</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Authentication-Results (as stated)</source>
        <translation>Authentication-Results (記載のまま)</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>判定:</translation>
    </message>
    <message>
        <source>The code&apos;s text</source>
        <translation>コードのテキスト</translation>
    </message>
    <message>
        <source>Around it</source>
        <translation>前後のテキスト</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Goes to</source>
        <translation>行き先</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>所見</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>JSON Lines (*.json)</source>
        <translation>JSON Lines (*.json)</translation>
    </message>
    <message>
        <source>Export the Document&apos;s Links</source>
        <translation>ドキュメントのリンクをエクスポート</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>%1 にエクスポートしました。</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 に書き込めません。</translation>
    </message>
    <message>
        <source>A mail, an mbox, a web page, a PDF or an image with a QR code: every link in it, with where it stands, what it shows and where it goes. Choose a link to inspect it. Nothing is fetched.</source>
        <translation>メール、mbox、Web ページ、PDF、QR コードのある画像: その中のすべてのリンクを、位置、表示、行き先とともに示します。リンクを選ぶとそれを検査します。何も取得しません。</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>開く(&amp;O)...</translation>
    </message>
    <message>
        <source>Open a document (File &gt; Open).</source>
        <translation>ドキュメントを開きます (ファイル &gt; 開く)。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop reading: the links found so far stay listed.</source>
        <translation>読み込みを止めます: それまでに見つかったリンクは一覧に残ります。</translation>
    </message>
    <message>
        <source>E&amp;xport...</source>
        <translation>エクスポート(&amp;X)...</translation>
    </message>
    <message>
        <source>Save the document&apos;s links as HTML, Markdown or JSON.</source>
        <translation>ドキュメントのリンクを HTML、Markdown、JSON で保存します。</translation>
    </message>
    <message>
        <source>The links of an opened or dropped document appear here.</source>
        <translation>開いた、またはドロップしたドキュメントのリンクがここに表示されます。</translation>
    </message>
    <message>
        <source>Drawing the picture...</source>
        <translation>図を描いています…</translation>
    </message>
</context>
<context>
    <name>uri::ui::DotSegmentsModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>the column of the rule labels (1, 2A ... 2E, 3), as RFC 3986 §5.2.4 prints it</extracomment>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Output buffer</source>
        <translation>出力バッファ</translation>
    </message>
    <message>
        <source>Buffer</source>
        <translation>バッファ</translation>
    </message>
    <message>
        <source>Input buffer</source>
        <translation>入力バッファ</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>読んだもの</translation>
    </message>
    <message>
        <source>What the rule did</source>
        <extracomment>the column saying what each step&apos;s rule did, with the buffers&apos; values</extracomment>
        <translation>規則が行ったこと</translation>
    </message>
</context>
<context>
    <name>uri::ui::EncoderModel</name>
    <message>
        <source>userinfo</source>
        <translation>userinfo</translation>
    </message>
    <message>
        <source>host (reg-name)</source>
        <translation>ホスト (reg-name)</translation>
    </message>
    <message>
        <source>path</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>path segment</source>
        <translation>パスセグメント</translation>
    </message>
    <message>
        <source>query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <source>fragment</source>
        <translation>フラグメント</translation>
    </message>
    <message>
        <source>may not stand unencoded in the %1 (%2)</source>
        <translation>%1 ではエンコードせずに置けない (%2)</translation>
    </message>
    <message>
        <source>&quot;%&quot; always introduces an encoding, so as data it is &quot;%25&quot; (RFC 3986 §2.4)</source>
        <translation>「%」は常にパーセントエンコーディングの始まりなので、データとしては「%25」になる (RFC 3986 §2.4)</translation>
    </message>
    <message>
        <source>non-ASCII: its UTF-8 octets are percent-encoded (RFC 3986 §2.5, RFC 3987 §3.1)</source>
        <translation>非 ASCII: その UTF-8 のオクテットをパーセントエンコードする (RFC 3986 §2.5、RFC 3987 §3.1)</translation>
    </message>
    <message>
        <source>RFC 1630: two hexadecimal digits giving the ISO Latin 1 code</source>
        <translation>RFC 1630: ISO Latin 1 のコードを表す 2 桁の 16 進数字</translation>
    </message>
    <message>
        <source>a byte that is not UTF-8, encoded as it is</source>
        <translation>UTF-8 ではないバイト。そのままエンコードする</translation>
    </message>
    <message>
        <source>RFC 1630: in a query, &quot;+&quot; is shorthand for a space</source>
        <translation>RFC 1630: クエリでは「+」は空白の略記</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>Encoded</source>
        <translation>エンコード後</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
</context>
<context>
    <name>uri::ui::EncodingModel</name>
    <message>
        <source>pct-encoded (an octet a URI cannot hold as it is)</source>
        <translation>pct-encoded (URI にそのままでは書けないオクテット)</translation>
    </message>
    <message>
        <source>unreserved</source>
        <translation>unreserved</translation>
    </message>
    <message>
        <source>gen-delim</source>
        <translation>gen-delim</translation>
    </message>
    <message>
        <source>sub-delim</source>
        <translation>sub-delim</translation>
    </message>
    <message>
        <source>pct-encoded</source>
        <translation>pct-encoded</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>使用不可</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>表記</translation>
    </message>
    <message>
        <source>Decoded</source>
        <translation>デコード後</translation>
    </message>
    <message>
        <source>Octets (hex)</source>
        <translation>オクテット (16 進)</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>分類</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>使用可否</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>(undefined)</source>
        <translation>(未定義)</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(空)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>可</translation>
    </message>
    <message numerus="yes">
        <source>no (%n character(s))</source>
        <translation>
            <numerusform>不可 (%n 文字)</numerusform>
        </translation>
    </message>
    <message>
        <source>undefined: not the same as empty (RFC 3986 §5.3)</source>
        <translation>未定義: 空とは異なる (RFC 3986 §5.3)</translation>
    </message>
    <message>
        <source>a scheme has no percent-encoding (RFC 3986 §3.1)</source>
        <translation>スキームにはパーセントエンコーディングがない (RFC 3986 §3.1)</translation>
    </message>
    <message>
        <source>a port is digits only (RFC 3986 §3.2.3)</source>
        <translation>ポートは数字だけ (RFC 3986 §3.2.3)</translation>
    </message>
    <message>
        <source>an IP address, not a registered name (RFC 3986 §3.2.2)</source>
        <translation>登録名ではなく IP アドレス (RFC 3986 §3.2.2)</translation>
    </message>
    <message numerus="yes">
        <source>not UTF-8: %n octet(s) marked \xNN (RFC 3986 §2.5)</source>
        <translation>
            <numerusform>UTF-8 ではない: %n オクテットを \xNN で表示 (RFC 3986 §2.5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>encoded %n times: see Layers (RFC 3986 §2.4)</source>
        <translation>
            <numerusform>%n 回エンコードされている: 「層」を参照 (RFC 3986 §2.4)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (not UTF-8)</source>
        <extracomment>an octet that is not part of any UTF-8 sequence; %1 is it as <byte value="x0"/>NN</extracomment>
        <translation>%1 (UTF-8 ではない)</translation>
    </message>
    <message>
        <source>pct-encoded (%1)</source>
        <extracomment>%1 is the class of the character that a %XX triplet encodes</extracomment>
        <translation>pct-encoded (%1)</translation>
    </message>
    <message>
        <source>no</source>
        <translation>不可</translation>
    </message>
    <message>
        <source>the %1 has no pct-encoded: &quot;%&quot; may not appear in it (RFC 3986 %2)</source>
        <translation>%1 には pct-encoded がない: 「%」は使えない (RFC 3986 %2)</translation>
    </message>
    <message>
        <source>RFC 6874 §2: a zone identifier is introduced by &quot;%25&quot; and may be percent-encoded</source>
        <translation>RFC 6874 §2: ゾーン識別子は「%25」で始まり、パーセントエンコードしてもよい</translation>
    </message>
    <message>
        <source>encodes &quot;%&quot;, which always introduces a percent-encoding: it must stay encoded (RFC 3986 §2.4)</source>
        <translation>「%」をエンコードしている。「%」は常にパーセントエンコーディングの始まりなので、エンコードしたままにしなければならない (RFC 3986 §2.4)</translation>
    </message>
    <message>
        <source>encodes the unreserved &quot;%1&quot;: equivalent to &quot;%1&quot; and should be decoded (RFC 3986 §2.3, §6.2.2.2)</source>
        <translation>非予約文字「%1」をエンコードしている。「%1」と等価であり、デコードすべき (RFC 3986 §2.3、§6.2.2.2)</translation>
    </message>
    <message>
        <source>encodes the reserved &quot;%1&quot;, which the %2 allows unencoded; the two forms are not equivalent (RFC 3986 §2.2)</source>
        <translation>予約文字「%1」をエンコードしている。%2 ではエンコードせずに使えるが、二つの形は等価ではない (RFC 3986 §2.2)</translation>
    </message>
    <message>
        <source>encodes &quot;%1&quot;, a delimiter in the %2: it is data here and must stay encoded (RFC 3986 §2.2, %3)</source>
        <translation>%2 の区切り文字「%1」をエンコードしている。ここではデータなので、エンコードしたままにしなければならない (RFC 3986 §2.2、%3)</translation>
    </message>
    <message>
        <source>encodes octet %1 of a non-ASCII character, which may appear only percent-encoded (RFC 3986 §2.1, §2.5)</source>
        <translation>非 ASCII 文字のオクテット %1 をエンコードしている。非 ASCII 文字はパーセントエンコードした形でしか使えない (RFC 3986 §2.1、§2.5)</translation>
    </message>
    <message>
        <source>encodes %1, which may not appear unencoded in a URI (RFC 3986 §2.1)</source>
        <translation>%1 をエンコードしている。これは URI 中にエンコードせずに置けない (RFC 3986 §2.1)</translation>
    </message>
    <message>
        <source>unreserved: allowed unencoded in every component (RFC 3986 §2.3)</source>
        <translation>unreserved: どの構成要素でもエンコードせずに使える (RFC 3986 §2.3)</translation>
    </message>
    <message>
        <source>unreserved, but not allowed here by the grammar of the %1 (RFC 3986 %2)</source>
        <translation>unreserved だが、%1 の文法ではここに置けない (RFC 3986 %2)</translation>
    </message>
    <message>
        <source>gen-delim &quot;%1&quot; delimits components: in the %2 it must be percent-encoded as %3 (RFC 3986 §2.2, %4)</source>
        <translation>gen-delim「%1」は構成要素を区切る。%2 では %3 とパーセントエンコードしなければならない (RFC 3986 §2.2、%4)</translation>
    </message>
    <message>
        <source>&quot;/&quot; separates the segments of the path (RFC 3986 §3.3)</source>
        <translation>「/」はパスのセグメントを区切る (RFC 3986 §3.3)</translation>
    </message>
    <message>
        <source>&quot;:&quot; is allowed in userinfo; the first one separates user and password (RFC 3986 §3.2.1)</source>
        <translation>「:」は userinfo で使える。最初の「:」がユーザー名とパスワードを区切る (RFC 3986 §3.2.1)</translation>
    </message>
    <message>
        <source>part of the IP address syntax (RFC 3986 §3.2.2)</source>
        <translation>IP アドレスの構文の一部 (RFC 3986 §3.2.2)</translation>
    </message>
    <message>
        <source>pchar allows &quot;:&quot; and &quot;@&quot; (RFC 3986 §3.3)</source>
        <translation>pchar は「:」と「@」を認める (RFC 3986 §3.3)</translation>
    </message>
    <message>
        <source>the %1 allows &quot;/&quot; and &quot;?&quot; as data (RFC 3986 %2)</source>
        <translation>%1 はデータとして「/」と「?」を認める (RFC 3986 %2)</translation>
    </message>
    <message>
        <source>sub-delim: allowed unencoded in the %1 (RFC 3986 §2.2, %2)</source>
        <translation>sub-delim: %1 ではエンコードせずに使える (RFC 3986 §2.2、%2)</translation>
    </message>
    <message>
        <source>sub-delim not allowed in the %1: percent-encode it as %2 (RFC 3986 §2.2, %3)</source>
        <translation>%1 では使えない sub-delim: %2 とパーセントエンコードする (RFC 3986 §2.2、%3)</translation>
    </message>
    <message>
        <source>&quot;%&quot; not followed by two hexadecimal digits (RFC 3986 §2.1)</source>
        <translation>「%」の後に 2 桁の 16 進数字が続いていない (RFC 3986 §2.1)</translation>
    </message>
    <message>
        <source>a byte that is not UTF-8: not allowed in a URI; percent-encode it as %1 (RFC 3986 §2.1)</source>
        <translation>UTF-8 ではないバイト: URI では使えない。%1 とパーセントエンコードする (RFC 3986 §2.1)</translation>
    </message>
    <message>
        <source>non-ASCII: not allowed in a URI; percent-encode its UTF-8 octets as %1 (RFC 3986 §2.5); an IRI allows it (RFC 3987 §2.2)</source>
        <translation>非 ASCII: URI では使えない。UTF-8 のオクテットを %1 とパーセントエンコードする (RFC 3986 §2.5)。IRI では使える (RFC 3987 §2.2)</translation>
    </message>
    <message>
        <source>not allowed in a URI: percent-encode it as %1 (RFC 3986 §2.1)</source>
        <translation>URI では使えない: %1 とパーセントエンコードする (RFC 3986 §2.1)</translation>
    </message>
</context>
<context>
    <name>uri::ui::EncodingPane</name>
    <message>
        <source>Encoding</source>
        <translation>エンコーディング</translation>
    </message>
    <message>
        <source>Too long for this view (%1 bytes): the encoding views are computed for inputs of up to %2 bytes.</source>
        <translation>このビューには長すぎます (%1 バイト): エンコーディングのビューは %2 バイトまでの入力に対して計算します。</translation>
    </message>
    <message>
        <source>No component is percent-encoded more than once.</source>
        <translation>2 回以上パーセントエンコードされた構成要素はありません。</translation>
    </message>
    <message>
        <source>Percent-encoded more than once: decoding once gives an encoding again. A URI must not be encoded or decoded more than once (RFC 3986 §2.4).</source>
        <translation>2 回以上パーセントエンコードされています: 1 回デコードしても、またエンコードされた形になります。URI は 2 回以上エンコードもデコードもしてはなりません (RFC 3986 §2.4)。</translation>
    </message>
    <message>
        <source>RFC 3987 §3.2 decodes the percent-encoded UTF-8 of a URI where it is safe; bidi formatting and invisible characters, reserved characters and octets that are not UTF-8 stay encoded. §3.1 encodes every non-ASCII character of an IRI.</source>
        <translation>RFC 3987 §3.2 は、URI 中のパーセントエンコードされた UTF-8 を、安全な箇所でデコードします。双方向書式制御文字と不可視文字、予約文字、UTF-8 でないオクテットはエンコードされたままです。§3.1 は IRI のすべての非 ASCII 文字をエンコードします。</translation>
    </message>
    <message>
        <source>UTS #46 processing of the host: no error.</source>
        <translation>ホストの UTS #46 処理: エラーはありません。</translation>
    </message>
    <message>
        <source>UTS #46 processing of the host failed: see Errors.</source>
        <translation>ホストの UTS #46 処理に失敗しました: 「エラー」を参照してください。</translation>
    </message>
    <message>
        <source>No registered name: only a reg-name host is a domain name (RFC 3986 §3.2.2).</source>
        <translation>登録名がありません: ドメイン名であるのは reg-name のホストだけです (RFC 3986 §3.2.2)。</translation>
    </message>
    <message>
        <source>Too long for the encoder (%1 bytes).</source>
        <translation>エンコーダーには長すぎます (%1 バイト)。</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層</translation>
    </message>
    <message>
        <source>IRI and URI</source>
        <translation>IRI と URI</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Encoder</source>
        <translation>エンコーダー</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>テキスト(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Component:</source>
        <translation>構成要素(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Spec:</source>
        <translation>仕様(&amp;S):</translation>
    </message>
    <message>
        <source>Encoded:</source>
        <translation>エンコード後:</translation>
    </message>
    <message>
        <source>Text to encode as data of one component</source>
        <translation>一つの構成要素のデータとしてエンコードするテキスト</translation>
    </message>
    <message>
        <source>Computing the encoding views of %1 bytes...</source>
        <translation>%1 バイトのエンコーディングのビューを計算中...</translation>
    </message>
</context>
<context>
    <name>uri::ui::Examples</name>
    <message>
        <source>RFC 3986 §1.1.2: a file on an FTP server.</source>
        <translation>RFC 3986 §1.1.2: FTP サーバー上のファイル。</translation>
    </message>
    <message>
        <source>RFC 3986 §1.1.2: a web page.</source>
        <translation>RFC 3986 §1.1.2: ウェブページ。</translation>
    </message>
    <message>
        <source>RFC 3986 §1.1.2: an IPv6 literal host and a query with &quot;?&quot; in it.</source>
        <translation>RFC 3986 §1.1.2: IPv6 リテラルのホストと、「?」を含むクエリ。</translation>
    </message>
    <message>
        <source>RFC 3986 §1.1.2: no authority; the &quot;@&quot; is in the path.</source>
        <translation>RFC 3986 §1.1.2: オーソリティ (authority) がなく、「@」はパスの中にある。</translation>
    </message>
    <message>
        <source>RFC 3986 §1.1.2: a newsgroup, path only.</source>
        <translation>RFC 3986 §1.1.2: ニュースグループ。パスだけ。</translation>
    </message>
    <message>
        <source>RFC 3986 §1.1.2: a telephone number.</source>
        <translation>RFC 3986 §1.1.2: 電話番号。</translation>
    </message>
    <message>
        <source>RFC 3986 §1.1.2: an IPv4 host and a port.</source>
        <translation>RFC 3986 §1.1.2: IPv4 のホストとポート。</translation>
    </message>
    <message>
        <source>RFC 3986 §1.1.2: a URN; the colons are all in the path.</source>
        <translation>RFC 3986 §1.1.2: URN。コロンはすべてパスの中にある。</translation>
    </message>
    <message>
        <source>RFC 3986 §3: the diagram of the five components.</source>
        <translation>RFC 3986 §3: 5 つの構成要素の図。</translation>
    </message>
    <message>
        <source>RFC 3986 §3: the same diagram for a URN.</source>
        <translation>RFC 3986 §3: URN についての同じ図。</translation>
    </message>
    <message>
        <source>RFC 3986 §7.6: looks like cnn.example.com, but the host is 10.0.0.1.</source>
        <translation>RFC 3986 §7.6: cnn.example.com に見えるが、ホストは 10.0.0.1。</translation>
    </message>
    <message>
        <source>RFC 1630: a plain hierarchical URL.</source>
        <translation>RFC 1630: 普通の階層的な URL。</translation>
    </message>
    <message>
        <source>RFC 1630: the same, with &quot;-&quot; percent-encoded (equivalent).</source>
        <translation>RFC 1630: 同じ URL で「-」をパーセントエンコードしたもの (等価)。</translation>
    </message>
    <message>
        <source>RFC 1630: an encoded &quot;/&quot; is data, not a separator (not equivalent).</source>
        <translation>RFC 1630: エンコードされた「/」はデータであり区切りではない (等価ではない)。</translation>
    </message>
    <message>
        <source>RFC 1630: a news message id; its &quot;%&quot; is not an escape.</source>
        <translation>RFC 1630: ニュースのメッセージ ID。その「%」はエスケープではない。</translation>
    </message>
    <message>
        <source>RFC 1630: the base of its partial-form examples (note &quot;//&quot;).</source>
        <translation>RFC 1630: 部分形式の例の基底 (「//」に注目)。</translation>
    </message>
    <message>
        <source>RFC 1630: a port number.</source>
        <translation>RFC 1630: ポート番号。</translation>
    </message>
    <message>
        <source>RFC 1630: a fragment identifier.</source>
        <translation>RFC 1630: フラグメント識別子。</translation>
    </message>
    <message>
        <source>RFC 1630: a search; &quot;%%&quot; is no valid escape in RFC 3986.</source>
        <translation>RFC 1630: 検索。「%%」は RFC 3986 では正しいエスケープではない。</translation>
    </message>
    <message>
        <source>Deceptive userinfo: the host is attacker.example.</source>
        <translation>紛らわしい userinfo: ホストは attacker.example。</translation>
    </message>
    <message>
        <source>Userinfo that looks like host and port; the host is 192.0.2.7.</source>
        <translation>ホストとポートに見える userinfo: ホストは 192.0.2.7。</translation>
    </message>
    <message>
        <source>IPv6: an IPv4-mapped address in an IP literal.</source>
        <translation>IPv6: IP リテラル中の IPv4 射影アドレス。</translation>
    </message>
    <message>
        <source>IPv6 zone id (RFC 6874): not allowed by RFC 3986.</source>
        <translation>IPv6 のゾーン ID (RFC 6874): RFC 3986 では認められない。</translation>
    </message>
    <message>
        <source>IPv6 zone id with a bare &quot;%&quot;: allowed by no URI specification.</source>
        <translation>裸の「%」を使った IPv6 のゾーン ID: どの URI 仕様も認めていない。</translation>
    </message>
    <message>
        <source>A numeric host that browsers read as 127.0.0.1.</source>
        <translation>ブラウザーが 127.0.0.1 と読む数値のホスト。</translation>
    </message>
    <message>
        <source>A right-to-left override: &quot;exe.pdf&quot; on screen, .exe in fact.</source>
        <translation>右から左への上書き (RLO): 画面上は「exe.pdf」、実際は .exe。</translation>
    </message>
    <message>
        <source>A zero-width space hidden in the host.</source>
        <translation>ホストに隠れたゼロ幅スペース。</translation>
    </message>
    <message>
        <source>A Cyrillic &quot;a&quot; that looks like the Latin one.</source>
        <translation>ラテン文字の「a」に見えるキリル文字の「а」。</translation>
    </message>
    <message>
        <source>Control characters: a bell, a terminal escape and a tab.</source>
        <translation>制御文字: ベル、端末のエスケープシーケンス、タブ。</translation>
    </message>
    <message>
        <source>An empty query and an empty fragment: defined, not undefined.</source>
        <translation>空のクエリと空のフラグメント: 未定義ではなく定義されている。</translation>
    </message>
    <message>
        <source>RFC &amp;3986</source>
        <translation>RFC 3986(&amp;3)</translation>
    </message>
    <message>
        <source>RFC &amp;1630</source>
        <translation>RFC 1630(&amp;1)</translation>
    </message>
    <message>
        <source>&amp;Hostile</source>
        <translation>悪意のある例(&amp;H)</translation>
    </message>
</context>
<context>
    <name>uri::ui::ExtractModel</name>
    <message>
        <source>in &lt;URL:...&gt;</source>
        <translation>&lt;URL:...&gt; の中</translation>
    </message>
    <message>
        <source>in &lt;...&gt;</source>
        <translation>&lt;...&gt; の中</translation>
    </message>
    <message>
        <source>after URL:</source>
        <translation>URL: の後</translation>
    </message>
    <message>
        <source>bare</source>
        <translation>囲みなし</translation>
    </message>
    <message>
        <source>line break removed</source>
        <translation>改行を除去</translation>
    </message>
    <message>
        <source>hyphen at a line break: it may not belong to the URI</source>
        <translation>改行位置のハイフン: URI の一部ではないかもしれない</translation>
    </message>
    <message>
        <source>defanged</source>
        <translation>無害化表記</translation>
    </message>
    <message>
        <source>no scheme</source>
        <translation>スキームなし</translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation>未解析</translation>
    </message>
    <message>
        <source>Line %1, column %2 (bytes %3 to %4)</source>
        <translation>%1 行 %2 列 (バイト %3 から %4)</translation>
    </message>
    <message>
        <source>Written defanged as: %1</source>
        <translation>無害化表記での記述: %1</translation>
    </message>
    <message>
        <source>Double-click to inspect this URI.</source>
        <translation>ダブルクリックでこの URI を調べます。</translation>
    </message>
    <message>
        <source>Only the first %1 URIs get a verdict.</source>
        <translation>判定するのは先頭の %1 個の URI だけです。</translation>
    </message>
    <message>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <source>Line:column</source>
        <translation>行:列</translation>
    </message>
    <message>
        <source>Delimited</source>
        <translation>区切り方</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Goes to</source>
        <translation>行き先</translation>
    </message>
</context>
<context>
    <name>uri::ui::ExtractPane</name>
    <message>
        <source>Extract</source>
        <translation>抽出</translation>
    </message>
    <message>
        <source>Looking for URIs...</source>
        <translation>URI を探しています...</translation>
    </message>
    <message numerus="yes">
        <source>%n URI(s) found.</source>
        <translation>
            <numerusform>%n 個の URI が見つかりました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped after %1 URIs.</source>
        <translation>%1 個の URI で打ち切りました。</translation>
    </message>
    <message>
        <source>Only the first %1 have a verdict.</source>
        <translation>判定があるのは先頭の %1 個だけです。</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export the URIs</source>
        <translation>URI をエクスポート</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>%1 にエクスポートしました。</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 に書き込めません。</translation>
    </message>
    <message>
        <source>Paste any text (a mail, a log): every URI in it is listed, defanged ones too. Nothing is fetched.</source>
        <translation>任意のテキスト (メール、ログなど) を貼り付けてください: その中のすべての URI を、無害化表記のものも含めて一覧にします。何も取得しません。</translation>
    </message>
    <message>
        <source>Paste text here</source>
        <translation>ここにテキストを貼り付け</translation>
    </message>
    <message>
        <source>&amp;Inspect</source>
        <translation>調べる(&amp;I)</translation>
    </message>
    <message>
        <source>Inspect the selected URI in the main view.</source>
        <translation>選択した URI をメインビューで調べます。</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>エクスポート(&amp;E)...</translation>
    </message>
    <message>
        <source>Save the table as CSV or JSON.</source>
        <translation>表を CSV または JSON で保存します。</translation>
    </message>
    <message>
        <source>The URIs found in the text appear here; none has been found so far.</source>
        <translation>テキストから見つかった URI がここに表示されます。まだ見つかっていません。</translation>
    </message>
</context>
<context>
    <name>uri::ui::FindingsModel</name>
    <message>
        <source>Severity</source>
        <translation>重大度</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>チェック</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Citation</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Nested in</source>
        <translation>入れ子の URL</translation>
    </message>
</context>
<context>
    <name>uri::ui::GrammarPane</name>
    <message>
        <source>Grammar</source>
        <translation>文法</translation>
    </message>
    <message>
        <source>Drawing the derivation...</source>
        <translation>導出を作成しています...</translation>
    </message>
    <message>
        <source>The rules of the grammar that match each character of the input appear here.</source>
        <translation>入力の各文字に一致する文法の規則がここに表示されます。</translation>
    </message>
    <message>
        <source>The URL Standard defines no grammar, only its parser: the derivation is RFC 3986&apos;s.</source>
        <translation>URL Standard は文法を定めず、パーサだけを定めています: この導出は RFC 3986 のものです。</translation>
    </message>
    <message>
        <source>Choose a character in the anatomy or the bytes, or a rule above: its chain of rules from the start rule down appears here, each with its definition as the text prints it.</source>
        <translation>構造図かバイト表で文字を、または上で規則を選んでください: 開始規則からその文字までの規則の連鎖が、仕様書に印刷されたとおりの定義とともにここに表示されます。</translation>
    </message>
</context>
<context>
    <name>uri::ui::GrammarText</name>
    <message>
        <source>Percent-Encoding</source>
        <translation>パーセントエンコーディング</translation>
    </message>
    <message>
        <source>Reserved Characters</source>
        <translation>予約文字</translation>
    </message>
    <message>
        <source>Unreserved Characters</source>
        <translation>非予約文字</translation>
    </message>
    <message>
        <source>Syntax Components</source>
        <translation>構文の構成要素</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>スキーム</translation>
    </message>
    <message>
        <source>Authority</source>
        <translation>オーソリティ</translation>
    </message>
    <message>
        <source>User Information</source>
        <translation>ユーザ情報</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <source>Fragment</source>
        <translation>フラグメント</translation>
    </message>
    <message>
        <source>URI Reference</source>
        <translation>URI 参照</translation>
    </message>
    <message>
        <source>Relative Reference</source>
        <translation>相対的参照</translation>
    </message>
    <message>
        <source>Absolute URI</source>
        <translation>絶対 URI</translation>
    </message>
    <message>
        <source>Core Rules</source>
        <translation>コア規則</translation>
    </message>
    <message>
        <source>The derivation is drawn for inputs of at most %1 bytes; this one has %2.</source>
        <translation>導出を作成するのは %1 バイトまでの入力です。この入力は %2 バイトあります。</translation>
    </message>
    <message>
        <source>No derivation: the grammar needs too many steps for this input.</source>
        <translation>導出はありません: この入力には文法の照合の手順が多すぎます。</translation>
    </message>
    <message>
        <source>%1: the input matches %2</source>
        <translation>%1: 入力は %2 に一致します</translation>
    </message>
    <message>
        <source>%1: no match: the grammar stopped at %2</source>
        <translation>%1: 一致しません: 文法は %2 で止まりました</translation>
    </message>
    <message>
        <source>stopped at %1 (its end)</source>
        <translation>%1 で停止 (末尾)</translation>
    </message>
    <message>
        <source>stopped at %1 (&quot;%2&quot;)</source>
        <translation>%1 で停止 (「%2」)</translation>
    </message>
    <message>
        <source>%1 got to %2</source>
        <translation>%1 は %2 まで</translation>
    </message>
    <message>
        <source>The character &quot;%1&quot; at %2, from the start rule down:</source>
        <translation>%2 の文字「%1」の、開始規則からの規則の連鎖:</translation>
    </message>
    <message>
        <source>Syntax Notation and Common Elements</source>
        <translation>構文表記と共通要素</translation>
    </message>
    <message>
        <source>URI Characters and Escape Sequences</source>
        <translation>URI の文字とエスケープシーケンス</translation>
    </message>
    <message>
        <source>Escaped Encoding</source>
        <translation>エスケープによる符号化</translation>
    </message>
    <message>
        <source>URI Syntactic Components</source>
        <translation>URI の構文上の構成要素</translation>
    </message>
    <message>
        <source>Scheme Component</source>
        <translation>スキーム構成要素</translation>
    </message>
    <message>
        <source>Authority Component</source>
        <translation>オーソリティ構成要素</translation>
    </message>
    <message>
        <source>Registry-based Naming Authority</source>
        <translation>レジストリに基づく命名オーソリティ</translation>
    </message>
    <message>
        <source>Server-based Naming Authority</source>
        <translation>サーバーに基づく命名オーソリティ</translation>
    </message>
    <message>
        <source>Path Component</source>
        <translation>パス構成要素</translation>
    </message>
    <message>
        <source>Query Component</source>
        <translation>クエリ構成要素</translation>
    </message>
    <message>
        <source>URI References</source>
        <translation>URI 参照</translation>
    </message>
    <message>
        <source>Fragment Identifier</source>
        <translation>フラグメント識別子</translation>
    </message>
    <message>
        <source>Relative URI References</source>
        <translation>相対 URI 参照</translation>
    </message>
    <message>
        <source>BNF for Relative URLs</source>
        <translation>相対 URL の BNF</translation>
    </message>
    <message>
        <source>URL Characters and Character Escaping</source>
        <translation>URL の文字と文字のエスケープ</translation>
    </message>
    <message>
        <source>URL References</source>
        <translation>URL 参照</translation>
    </message>
    <message>
        <source>Opaque and Hierarchical URLs</source>
        <translation>不透明な URL と階層的な URL</translation>
    </message>
    <message>
        <source>Server Component</source>
        <translation>サーバー構成要素</translation>
    </message>
    <message>
        <source>BNF of Generic URI Syntax</source>
        <translation>汎用 URI 構文の BNF</translation>
    </message>
    <message>
        <source>BNF for specific URL schemes</source>
        <translation>個別の URL スキームの BNF</translation>
    </message>
    <message>
        <source>Partial (relative) form (prose)</source>
        <translation>部分 (相対) 形式 (本文の記述)</translation>
    </message>
</context>
<context>
    <name>uri::ui::HelpWindow</name>
    <message>
        <source>Not opened: %1. The documentation is local and the program never goes on the network; copy the address to open it elsewhere.</source>
        <translation>開きませんでした: %1。ドキュメントはローカルにあり、このプログラムはネットワークに接続しません。別の場所で開くにはアドレスをコピーしてください。</translation>
    </message>
    <message>
        <source>URI Inspector Documentation</source>
        <translation>URI Inspector ドキュメント</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>The guide</source>
        <translation>ガイド</translation>
    </message>
</context>
<context>
    <name>uri::ui::HighlightDelegate</name>
    <message>
        <source>… (%1 more bytes)</source>
        <extracomment>after the first part of a long text; %1 is a number of bytes</extracomment>
        <translation>…(残り %1 バイト)</translation>
    </message>
</context>
<context>
    <name>uri::ui::IdnaModel</name>
    <message>
        <source>Part</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>表記</translation>
    </message>
    <message>
        <source>Decoded</source>
        <translation>デコード後</translation>
    </message>
    <message>
        <source>ASCII (Punycode)</source>
        <translation>ASCII (Punycode)</translation>
    </message>
    <message>
        <source>Unicode</source>
        <translation>Unicode</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>root</source>
        <extracomment>the empty label after a final &quot;.&quot; of a host name</extracomment>
        <translation>ルート</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <extracomment>UTS #46 processing failed; %1 is what ICU gave all the same</extracomment>
        <translation>失敗: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <extracomment>%n errors on the labels and on the whole name</extracomment>
        <translation>
            <numerusform>エラー %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>UTS #46 ToASCII (Punycode, RFC 3492)</source>
        <translation>UTS #46 ToASCII (Punycode、RFC 3492)</translation>
    </message>
    <message>
        <source>UTS #46 ToUnicode</source>
        <translation>UTS #46 ToUnicode</translation>
    </message>
</context>
<context>
    <name>uri::ui::IriModel</name>
    <message>
        <source>Form</source>
        <translation>形式</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>IRI (RFC 3987 §3.2)</source>
        <translation>IRI (RFC 3987 §3.2)</translation>
    </message>
    <message>
        <source>IRI, host in Unicode (UTS #46)</source>
        <translation>IRI、ホストは Unicode (UTS #46)</translation>
    </message>
    <message>
        <source>URI (RFC 3987 §3.1)</source>
        <translation>URI (RFC 3987 §3.1)</translation>
    </message>
    <message>
        <source>URI, host in Punycode (RFC 3987 §3.1)</source>
        <translation>URI、ホストは Punycode (RFC 3987 §3.1)</translation>
    </message>
    <message>
        <source>encoded</source>
        <translation>エンコード</translation>
    </message>
    <message>
        <source>decoded</source>
        <translation>デコード</translation>
    </message>
    <message>
        <source>left encoded: reserved</source>
        <translation>エンコードのまま: 予約文字</translation>
    </message>
    <message>
        <source>left encoded: not UTF-8</source>
        <translation>エンコードのまま: UTF-8 ではない</translation>
    </message>
    <message>
        <source>left encoded: unsafe</source>
        <translation>エンコードのまま: 安全でない</translation>
    </message>
    <message>
        <source>a URI holds ASCII only: the UTF-8 octets of %1 are percent-encoded (RFC 3987 §3.1 step 2)</source>
        <translation>URI には ASCII しか含められない: %1 の UTF-8 のオクテットをパーセントエンコードする (RFC 3987 §3.1 ステップ 2)</translation>
    </message>
    <message>
        <source>the character</source>
        <translation>その文字</translation>
    </message>
    <message>
        <source>the octets are UTF-8 for %1, which an IRI may hold (RFC 3987 §3.2 step 2)</source>
        <translation>オクテットは %1 の UTF-8 であり、IRI に含めてよい (RFC 3987 §3.2 ステップ 2)</translation>
    </message>
    <message>
        <source>a character</source>
        <translation>ある文字</translation>
    </message>
    <message>
        <source>encodes &quot;%&quot;, a reserved character or ASCII that a URI may not hold: decoding it would change the meaning (RFC 3987 §3.2 step 2)</source>
        <translation>「%」、予約文字、または URI に含められない ASCII をエンコードしている: デコードすると意味が変わる (RFC 3987 §3.2 ステップ 2)</translation>
    </message>
    <message>
        <source>the octets are not UTF-8: they stay encoded (RFC 3987 §3.2 step 3)</source>
        <translation>オクテットが UTF-8 ではない: エンコードしたままにする (RFC 3987 §3.2 ステップ 3)</translation>
    </message>
    <message>
        <source>%1 is a bidi formatting or invisible character: it stays encoded so that it cannot reorder or hide text (RFC 3987 §3.2 step 4, §4.1)</source>
        <translation>%1 は双方向書式制御文字または不可視文字: テキストの並べ替えや隠蔽ができないよう、エンコードしたままにする (RFC 3987 §3.2 ステップ 4、§4.1)</translation>
    </message>
    <message>
        <source>%1 is not appropriate in an IRI (not ucschar, or private use outside the query): it stays encoded (RFC 3987 §3.2 step 4, §2.2)</source>
        <translation>%1 は IRI にふさわしくない (ucschar ではない、またはクエリ外の私用文字): エンコードしたままにする (RFC 3987 §3.2 ステップ 4、§2.2)</translation>
    </message>
    <message>
        <source>host converted</source>
        <translation>ホストを変換</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>変更なし</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n 箇所</numerusform>
        </translation>
    </message>
    <message>
        <source>percent-encoded UTF-8 decoded where safe (RFC 3987 §3.2)</source>
        <translation>パーセントエンコードされた UTF-8 を安全な箇所でデコード (RFC 3987 §3.2)</translation>
    </message>
    <message>
        <source>&quot;xn--&quot; labels shown by UTS #46 ToUnicode (RFC 3987 §3.2)</source>
        <translation>「xn--」ラベルを UTS #46 ToUnicode で表示 (RFC 3987 §3.2)</translation>
    </message>
    <message>
        <source>non-ASCII characters percent-encoded as UTF-8 (RFC 3987 §3.1)</source>
        <translation>非 ASCII 文字を UTF-8 としてパーセントエンコード (RFC 3987 §3.1)</translation>
    </message>
    <message>
        <source>the host converted by UTS #46 ToASCII instead of percent-encoded (RFC 3987 §3.1)</source>
        <translation>ホストはパーセントエンコードせず UTS #46 ToASCII で変換 (RFC 3987 §3.1)</translation>
    </message>
    <message>
        <source>a hex digit right after a &quot;%&quot; that is no triplet: decoded, it would make a triplet of that &quot;%&quot; and change the meaning (RFC 3986 §2.4)</source>
        <translation>パーセントエンコード (%XX) になっていない「%」の直後の16進数字: デコードするとその「%」と新しい %XX を作り、意味が変わる (RFC 3986 §2.4)</translation>
    </message>
</context>
<context>
    <name>uri::ui::LayersModel</name>
    <message>
        <source>Part</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層</translation>
    </message>
    <message>
        <source>Encoded</source>
        <translation>エンコード回数</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <extracomment>how many times a text was percent-encoded</extracomment>
        <translation>
            <numerusform>%n 回</numerusform>
        </translation>
    </message>
    <message>
        <source>Percent-encoded more than once: decoding once gives an encoding again. A URI must not be encoded or decoded more than once (RFC 3986 §2.4).</source>
        <translation>2 回以上パーセントエンコードされています: 1 回デコードしても、またエンコードされた形になります。URI は 2 回以上エンコードもデコードもしてはなりません (RFC 3986 §2.4)。</translation>
    </message>
</context>
<context>
    <name>uri::ui::MainWindow</name>
    <message>
        <source>Against the base, a browser reads it as %1 (%2)</source>
        <translation>基底に対して、ブラウザーは %1 と読みます (%2)</translation>
    </message>
    <message>
        <source>About URI Inspector</source>
        <translation>URI インスペクターについて</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;URI Inspector&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Takes URIs apart: what every character means under RFC 3986 and its predecessors. It never fetches a URI.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;URI インスペクター&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;URI を分解し、RFC 3986 とその前身の仕様のもとで各文字が何を意味するかを示します。URI を取得することはありません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>URI Inspector</source>
        <translation>URI インスペクター</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Specification</source>
        <translation>仕様(&amp;S)</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>例(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Close the window</source>
        <translation>ウィンドウを閉じます</translation>
    </message>
    <message>
        <source>&amp;Copy URI</source>
        <translation>URI をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the whole input to the clipboard</source>
        <translation>入力全体をクリップボードにコピーします</translation>
    </message>
    <message>
        <source>Copy URI with &amp;Escapes</source>
        <translation>エスケープ付きで URI をコピー(&amp;E)</translation>
    </message>
    <message>
        <source>Copy the input with control, bidi and invisible characters as visible escapes</source>
        <translation>制御文字・双方向制御文字・不可視文字を見えるエスケープにして入力をコピーします</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>クリア(&amp;L)</translation>
    </message>
    <message>
        <source>Clear the input line</source>
        <translation>入力欄を空にします</translation>
    </message>
    <message>
        <source>&amp;Go to Input</source>
        <translation>入力欄へ移動(&amp;G)</translation>
    </message>
    <message>
        <source>Move the focus to the input line and select its text</source>
        <translation>入力欄にフォーカスを移し、そのテキストを選択します</translation>
    </message>
    <message>
        <source>&amp;Next Diagnostic</source>
        <translation>次の診断(&amp;N)</translation>
    </message>
    <message>
        <source>Select the next diagnostic and its characters</source>
        <translation>次の診断とその文字を選択します</translation>
    </message>
    <message>
        <source>&amp;Previous Diagnostic</source>
        <translation>前の診断(&amp;P)</translation>
    </message>
    <message>
        <source>Select the previous diagnostic and its characters</source>
        <translation>前の診断とその文字を選択します</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Draw the anatomy larger</source>
        <translation>構造図を大きく描きます</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>Draw the anatomy smaller</source>
        <translation>構造図を小さく描きます</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>倍率をリセット(&amp;R)</translation>
    </message>
    <message>
        <source>Draw the anatomy at its normal size</source>
        <translation>構造図を通常の大きさで描きます</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>システムの言語(&amp;S)</translation>
    </message>
    <message>
        <source>Use the language of the system</source>
        <translation>システムの言語を使います</translation>
    </message>
    <message>
        <source>Show the window in English</source>
        <translation>ウィンドウを英語で表示します</translation>
    </message>
    <message>
        <source>Show the window in Japanese</source>
        <translation>ウィンドウを日本語で表示します</translation>
    </message>
    <message>
        <source>&amp;About URI Inspector</source>
        <translation>URI インスペクターについて(&amp;A)</translation>
    </message>
    <message>
        <source>Show the version and purpose of URI Inspector</source>
        <translation>URI インスペクターのバージョンと目的を表示します</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>Show the version of Qt</source>
        <translation>Qt のバージョンを表示します</translation>
    </message>
    <message>
        <source>The specification whose grammar the input is checked against</source>
        <translation>入力の検査に使う文法の仕様</translation>
    </message>
    <message>
        <source>&amp;URI:</source>
        <translation>URI(&amp;U):</translation>
    </message>
    <message>
        <source>Type or paste a URI reference</source>
        <translation>URI 参照を入力または貼り付け</translation>
    </message>
    <message>
        <source>The URI reference to inspect. It is never fetched.</source>
        <translation>調べる URI 参照。取得されることはありません。</translation>
    </message>
    <message>
        <source>S&amp;pec:</source>
        <translation>仕様(&amp;P):</translation>
    </message>
    <message>
        <source>Analysing %1 characters...</source>
        <translation>%1 文字を解析中...</translation>
    </message>
    <message>
        <source>Empty: type or paste a URI reference.</source>
        <translation>空: URI 参照を入力または貼り付けてください。</translation>
    </message>
    <message>
        <source>errors: %1, warnings: %2, notes: %3, bytes: %4</source>
        <extracomment>the counts of diagnostics by severity, and the input&apos;s size</extracomment>
        <translation>エラー %1、警告 %2、注記 %3、%4 バイト</translation>
    </message>
    <message>
        <source>Invalid under %1 (%2)</source>
        <translation>%1 では不正 (%2)</translation>
    </message>
    <message>
        <source>Valid under %1 (%2)</source>
        <translation>%1 では正しい (%2)</translation>
    </message>
    <message>
        <source>The line shows the first %1 characters, read-only; Clear to edit.</source>
        <translation>入力欄には先頭 %1 文字を読み取り専用で表示しています。編集するにはクリアしてください。</translation>
    </message>
    <message>
        <source>Selected bytes %1 to %2</source>
        <translation>バイト %1 から %2 を選択</translation>
    </message>
    <message>
        <source>&amp;Recent Inputs</source>
        <translation>最近の入力(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Inputs</source>
        <translation>最近の入力を消去(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export Report...</source>
        <translation>レポートをエクスポート(&amp;E)...</translation>
    </message>
    <message>
        <source>Save this inspection as HTML, Markdown or JSON (every character escaped)</source>
        <translation>この検査結果を HTML、Markdown、JSON のいずれかで保存します (すべての文字をエスケープ)</translation>
    </message>
    <message>
        <source>A browser reads it as %1 (%2)</source>
        <translation>ブラウザーは %1 と読みます (%2)</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(まだありません)</translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>「%1」を読み込めません: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is larger than %2 MB; open a smaller file.</source>
        <translation>「%1」は %2 MB を超えています。もっと小さいファイルを開いてください。</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>「%1」に書き込めません: %2</translation>
    </message>
    <message>
        <source>Report saved to &quot;%1&quot;</source>
        <translation>レポートを「%1」に保存しました</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>レポートをエクスポート</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>システム(&amp;S)</translation>
    </message>
    <message>
        <source>Use the colours of the desktop</source>
        <translation>デスクトップの配色を使います</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <source>Use light colours (the Fusion style)</source>
        <translation>明るい配色を使います (Fusion スタイル)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <source>Use dark colours (the Fusion style)</source>
        <translation>暗い配色を使います (Fusion スタイル)</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>ドキュメント(&amp;D)</translation>
    </message>
    <message>
        <source>Open the guide and the reference built into the program (no network)</source>
        <translation>プログラムに組み込まれたガイドとリファレンスを開きます (ネットワーク不使用)</translation>
    </message>
    <message>
        <source>&amp;Remember Inputs</source>
        <translation>入力を記憶する(&amp;R)</translation>
    </message>
    <message>
        <source>Save the recent inputs, the last input and the base with the settings; off, nothing typed or pasted is written to disk</source>
        <translation>最近の入力、最後の入力、基底を設定と一緒に保存します。オフのときは、入力や貼り付けた内容をディスクに書き込みません</translation>
    </message>
    <message>
        <source>Not saved: the analysis of the input is not finished.</source>
        <translation>保存していません: 入力の解析が終わっていません。</translation>
    </message>
    <message>
        <source>&amp;Tour</source>
        <translation>ツアー(&amp;T)</translation>
    </message>
    <message>
        <source>A first lesson in six stops: RFC 3986 and a browser&apos;s reading, in a few minutes</source>
        <translation>6 か所を巡る最初のレッスン: RFC 3986 とブラウザーの読み方を数分で</translation>
    </message>
    <message>
        <source>&amp;Data</source>
        <translation>データ(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Blocklists...</source>
        <translation>ブロックリスト(&amp;B)...</translation>
    </message>
    <message>
        <source>Match every link against your own lists of hosts and URLs (hosts files, Adblock Plus filters, URLhaus exports)</source>
        <translation>すべてのリンクを、ご自身のホストと URL のリスト（hosts ファイル、Adblock Plus フィルター、URLhaus のエクスポート）と照合します</translation>
    </message>
    <message>
        <source>Not saved: there is no input to report on.</source>
        <translation>保存していません: 報告する入力がありません。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Documents and text (*.eml *.mbox *.html *.htm *.pdf *.png *.jpg *.jpeg *.gif *.bmp *.txt *.log);;All files (*)</source>
        <translation>ドキュメントとテキスト (*.eml *.mbox *.html *.htm *.pdf *.png *.jpg *.jpeg *.gif *.bmp *.txt *.log);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>開く(&amp;O)...</translation>
    </message>
    <message>
        <source>Open a file by its content: a mail, an mbox, a web page, a PDF or an image goes to the Document pane; a text of one line is inspected, of several lines goes to the Extract pane</source>
        <translation>ファイルを内容で判別して開きます: メール、mbox、Web ページ、PDF、画像はドキュメントペインへ。1 行のテキストはそのまま検査し、複数行のテキストは抽出ペインへ送ります</translation>
    </message>
    <message>
        <source>Not saved: a diagram is saved as SVG (.svg) or PNG (.png).</source>
        <translation>保存していません: 図は SVG (.svg) または PNG (.png) で保存します。</translation>
    </message>
    <message>
        <source>Not saved: there is no input to draw.</source>
        <translation>保存していません: 描く入力がありません。</translation>
    </message>
    <message>
        <source>Diagram saved to &quot;%1&quot;</source>
        <translation>図を「%1」に保存しました</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>図をエクスポート</translation>
    </message>
    <message>
        <source>SVG, its labels as text (*.svg)</source>
        <translation>SVG、ラベルはテキスト (*.svg)</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>PNG (*.png)</translation>
    </message>
    <message>
        <source>Nothing copied: there is no input to draw.</source>
        <translation>コピーしていません: 描く入力がありません。</translation>
    </message>
    <message>
        <source>Diagram copied as SVG and PNG</source>
        <translation>図を SVG と PNG でコピーしました</translation>
    </message>
    <message>
        <source>Export &amp;Diagram...</source>
        <translation>図をエクスポート(&amp;D)...</translation>
    </message>
    <message>
        <source>Save the anatomy for a slide: SVG, whose labels stay text, or PNG</source>
        <translation>構造図をスライド用に保存します: ラベルがテキストのままの SVG、または PNG</translation>
    </message>
    <message>
        <source>Copy &amp;Diagram</source>
        <translation>図をコピー(&amp;D)</translation>
    </message>
    <message>
        <source>Copy the anatomy to the clipboard as SVG and PNG, for a slide</source>
        <translation>構造図を SVG と PNG でクリップボードにコピーします (スライド用)</translation>
    </message>
    <message>
        <source>Nothing copied: the analysis of the input is not finished.</source>
        <translation>コピーしていません: 入力の解析が終わっていません。</translation>
    </message>
    <message>
        <source>Not saved: a worksheet is saved as HTML (.html) or Markdown (.md).</source>
        <translation>保存していません: ワークシートは HTML (.html) か Markdown (.md) で保存します。</translation>
    </message>
    <message>
        <source>Worksheet saved to &quot;%1&quot;</source>
        <translation>ワークシートを「%1」に保存しました</translation>
    </message>
    <message>
        <source>Export Worksheet</source>
        <translation>ワークシートをエクスポート</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>シード(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Exercises:</source>
        <translation>問題数(&amp;E):</translation>
    </message>
    <message>
        <source>Export &amp;Worksheet...</source>
        <translation>ワークシートをエクスポート(&amp;W)...</translation>
    </message>
    <message>
        <source>Save exercises for a class, HTML or Markdown, the answers on a page of their own</source>
        <translation>授業用の練習問題を HTML か Markdown で保存します (解答は別ページ)</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>練習(&amp;P)</translation>
    </message>
    <message>
        <source>Exercises graded as you answer: split, resolve, normalize, compare, where a link goes</source>
        <translation>答えるとすぐ採点される練習問題: 分解、解決、正規化、比較、リンクの行き先</translation>
    </message>
</context>
<context>
    <name>uri::ui::NestedUrlModel</name>
    <message>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <source>Double-click to inspect this URL on its own.</source>
        <translation>ダブルクリックでこの URL を単独で調べます。</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Nested URL</source>
        <translation>入れ子の URL</translation>
    </message>
    <message>
        <source>Registrable domain</source>
        <translation>登録可能ドメイン</translation>
    </message>
</context>
<context>
    <name>uri::ui::NormalizeModel</name>
    <message>
        <source>Simple string comparison</source>
        <translation>単純な文字列比較</translation>
    </message>
    <message>
        <source>Case normalization</source>
        <translation>大文字小文字の正規化</translation>
    </message>
    <message>
        <source>Percent-encoding normalization</source>
        <translation>パーセントエンコーディングの正規化</translation>
    </message>
    <message>
        <source>Path segment normalization</source>
        <translation>パスセグメントの正規化</translation>
    </message>
    <message>
        <source>Scheme-based normalization</source>
        <translation>スキームに基づく正規化</translation>
    </message>
    <message>
        <source>Protocol-based normalization</source>
        <translation>プロトコルに基づく正規化</translation>
    </message>
    <message>
        <source>The text as it is, character for character.</source>
        <translation>テキストそのまま、一文字ずつ比較します。</translation>
    </message>
    <message>
        <source>The scheme and the host are lowercased, and the hexadecimal digits of percent-encodings uppercased.</source>
        <translation>スキームとホストを小文字にし、パーセントエンコーディングの16進数字を大文字にします。</translation>
    </message>
    <message>
        <source>Percent-encoded unreserved characters are decoded.</source>
        <translation>パーセントエンコードされた非予約文字をデコードします。</translation>
    </message>
    <message>
        <source>Dot segments are removed from the path (remove_dot_segments).</source>
        <translation>パスからドットセグメントを取り除きます (remove_dot_segments)。</translation>
    </message>
    <message>
        <source>What the scheme&apos;s specification says: the default port is omitted, an empty path is &quot;/&quot;.</source>
        <translation>スキームの仕様が定めること: デフォルトポートを省き、空のパスを &quot;/&quot; にします。</translation>
    </message>
    <message>
        <source>Not performed: it needs the network (following redirects, asking the server), which this tool never uses.</source>
        <translation>実行しません: ネットワーク (リダイレクトをたどる、サーバに問い合わせる) が必要ですが、このツールはネットワークを決して使いません。</translation>
    </message>
    <message>
        <source>scheme lowercased</source>
        <translation>スキームを小文字化</translation>
    </message>
    <message>
        <source>host lowercased</source>
        <translation>ホストを小文字化</translation>
    </message>
    <message>
        <source>hexadecimal digits uppercased</source>
        <translation>16進数字を大文字化</translation>
    </message>
    <message>
        <source>unreserved character decoded</source>
        <translation>非予約文字をデコード</translation>
    </message>
    <message>
        <source>dot segments removed</source>
        <translation>ドットセグメントを削除</translation>
    </message>
    <message>
        <source>prefix kept so that the path reads the same</source>
        <translation>パスの読みが変わらないよう接頭辞を保持</translation>
    </message>
    <message>
        <source>empty port omitted</source>
        <translation>空のポートを省略</translation>
    </message>
    <message>
        <source>leading zeros of the port removed</source>
        <translation>ポートの先頭のゼロを削除</translation>
    </message>
    <message>
        <source>default port omitted</source>
        <translation>デフォルトポートを省略</translation>
    </message>
    <message>
        <source>empty path made &quot;/&quot;</source>
        <translation>空のパスを &quot;/&quot; に</translation>
    </message>
    <message>
        <source>%1 (no change)</source>
        <translation>%1 (変更なし)</translation>
    </message>
    <message>
        <source>At byte %1 of the input. Activate to select it.</source>
        <translation>入力の %1 バイト目。アクティブにすると選択します。</translation>
    </message>
    <message>
        <source>Bytes %1 to %2 of the input. Activate to select them.</source>
        <translation>入力の %1 から %2 バイト目。アクティブにすると選択します。</translation>
    </message>
    <message>
        <source>Rung</source>
        <extracomment>a rung of the RFC 3986 §6.2 normalization ladder</extracomment>
        <translation>段</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>節</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
</context>
<context>
    <name>uri::ui::NormalizePane</name>
    <message>
        <source>Type a URI in the input line.</source>
        <translation>入力欄に URI を入力してください。</translation>
    </message>
    <message>
        <source>Too long to compare: each URI may have at most %1 KiB.</source>
        <translation>長すぎて比較できません: 各 URI は最大 %1 KiB までです。</translation>
    </message>
    <message>
        <source>Enter a second URI to compare the input with (RFC 3986 §6).</source>
        <translation>入力と比較する二つ目の URI を入力してください (RFC 3986 §6)。</translation>
    </message>
    <message>
        <source>Equivalent: the same string, character for character (%1).</source>
        <translation>等価: 一文字ずつ同じ文字列です (%1)。</translation>
    </message>
    <message>
        <source>Equivalent from the rung &quot;%1&quot; (%2) on.</source>
        <extracomment>%1 a rung of the ladder (&quot;Scheme-based normalization&quot;), %2 its section</extracomment>
        <translation>段「%1」(%2) 以降で等価です。</translation>
    </message>
    <message>
        <source>Not equivalent by RFC 3986 §6.2.1 to §6.2.3: they still differ in %1 (marked below). §6.2.4 would need the network.</source>
        <translation>RFC 3986 §6.2.1 から §6.2.3 では等価ではありません: %1 がまだ異なります (下に印を付けています)。§6.2.4 にはネットワークが必要です。</translation>
    </message>
    <message>
        <source>Normalized:</source>
        <translation>正規化後:</translation>
    </message>
    <message>
        <source>The result of RFC 3986 §6.2.2 and §6.2.3</source>
        <translation>RFC 3986 §6.2.2 と §6.2.3 の結果</translation>
    </message>
    <message>
        <source>Compare &amp;with:</source>
        <translation>比較対象(&amp;W):</translation>
    </message>
    <message>
        <source>A second URI</source>
        <translation>二つ目の URI</translation>
    </message>
    <message>
        <source>This URI:</source>
        <translation>この URI:</translation>
    </message>
    <message>
        <source>Other URI:</source>
        <translation>もう一方の URI:</translation>
    </message>
    <message>
        <source>Normalize and Compare</source>
        <translation>正規化と比較</translation>
    </message>
    <message>
        <source>The input is %1 bytes long; the ladder is shown for inputs up to %2 bytes.</source>
        <translation>入力は %1 バイトです。正規化の段は %2 バイトまでの入力に対して表示します。</translation>
    </message>
    <message>
        <source>Copy the normalized form</source>
        <translation>正規形をコピー</translation>
    </message>
    <message>
        <source>Copy the whole normalized form</source>
        <translation>正規形の全体をコピー</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>解析中...</translation>
    </message>
</context>
<context>
    <name>uri::ui::PartNames</name>
    <message>
        <source>scheme</source>
        <translation>スキーム</translation>
    </message>
    <message>
        <source>authority</source>
        <translation>オーソリティ</translation>
    </message>
    <message>
        <source>userinfo</source>
        <translation>userinfo</translation>
    </message>
    <message>
        <source>user</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>label %1</source>
        <extracomment>a dot-separated label of a host name; %1 is its number</extracomment>
        <translation>ラベル %1</translation>
    </message>
    <message>
        <source>address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>zone id</source>
        <translation>ゾーン ID</translation>
    </message>
    <message>
        <source>port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>path</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>segment %1</source>
        <extracomment>a path segment; %1 is its number</extracomment>
        <translation>セグメント %1</translation>
    </message>
    <message>
        <source>query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <source>parameter %1</source>
        <extracomment>a query parameter; %1 is its number</extracomment>
        <translation>パラメーター %1</translation>
    </message>
    <message>
        <source>key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>fragment</source>
        <translation>フラグメント</translation>
    </message>
    <message>
        <source>%1 more</source>
        <extracomment>children that are not listed; %1 is how many</extracomment>
        <translation>ほか %1 個</translation>
    </message>
    <message>
        <source>The scheme names the kind of identifier (RFC 3986 §3.1).</source>
        <translation>スキームは識別子の種類を示します (RFC 3986 §3.1)。</translation>
    </message>
    <message>
        <source>The authority: userinfo, host and port after &quot;//&quot; (RFC 3986 §3.2).</source>
        <translation>オーソリティ: 「//」の後の userinfo、ホスト、ポート (RFC 3986 §3.2)。</translation>
    </message>
    <message>
        <source>Userinfo before &quot;@&quot; is not the host: it is a user name (RFC 3986 §3.2.1, §7.6).</source>
        <translation>「@」の前の userinfo はホストではなく、ユーザー名です (RFC 3986 §3.2.1、§7.6)。</translation>
    </message>
    <message>
        <source>The user name in the userinfo (RFC 3986 §3.2.1).</source>
        <translation>userinfo 中のユーザー名 (RFC 3986 §3.2.1)。</translation>
    </message>
    <message>
        <source>A password in the userinfo: deprecated and exposed (RFC 3986 §3.2.1).</source>
        <translation>userinfo 中のパスワード: 非推奨で、露出します (RFC 3986 §3.2.1)。</translation>
    </message>
    <message>
        <source>The host: where the reference points (RFC 3986 §3.2.2).</source>
        <translation>ホスト: 参照が指す先 (RFC 3986 §3.2.2)。</translation>
    </message>
    <message>
        <source>One dot-separated label of a registered name (RFC 3986 §3.2.2).</source>
        <translation>登録名のドットで区切られたラベルの 1 つ (RFC 3986 §3.2.2)。</translation>
    </message>
    <message>
        <source>The address inside the brackets of an IP literal (RFC 3986 §3.2.2).</source>
        <translation>IP リテラルの角括弧の中のアドレス (RFC 3986 §3.2.2)。</translation>
    </message>
    <message>
        <source>A zone identifier (RFC 6874); RFC 3986 does not allow it.</source>
        <translation>ゾーン識別子 (RFC 6874)。RFC 3986 では認められません。</translation>
    </message>
    <message>
        <source>The port, in decimal (RFC 3986 §3.2.3).</source>
        <translation>10 進数のポート (RFC 3986 §3.2.3)。</translation>
    </message>
    <message>
        <source>The path: segments separated by &quot;/&quot; (RFC 3986 §3.3).</source>
        <translation>パス: 「/」で区切られたセグメント (RFC 3986 §3.3)。</translation>
    </message>
    <message>
        <source>One segment of the path (RFC 3986 §3.3).</source>
        <translation>パスのセグメントの 1 つ (RFC 3986 §3.3)。</translation>
    </message>
    <message>
        <source>The query, after &quot;?&quot; (RFC 3986 §3.4).</source>
        <translation>「?」の後のクエリ (RFC 3986 §3.4)。</translation>
    </message>
    <message>
        <source>A query parameter, split at &quot;&amp;&quot; or &quot;;&quot;; RFC 3986 §3.4 gives the query no inner structure.</source>
        <translation>「&amp;」または「;」で区切ったクエリのパラメーター。RFC 3986 §3.4 はクエリに内部構造を定めていません。</translation>
    </message>
    <message>
        <source>The key of a query parameter, before &quot;=&quot;.</source>
        <translation>クエリのパラメーターのキー (「=」の前)。</translation>
    </message>
    <message>
        <source>The value of a query parameter, after &quot;=&quot;.</source>
        <translation>クエリのパラメーターの値 (「=」の後)。</translation>
    </message>
    <message>
        <source>The fragment, after &quot;#&quot;; it is never sent to a server (RFC 3986 §3.5).</source>
        <translation>「#」の後のフラグメント。サーバーには送られません (RFC 3986 §3.5)。</translation>
    </message>
    <message>
        <source>These parts are not listed, to keep the window responsive.</source>
        <translation>ウィンドウの応答性を保つため、これらの部分は一覧にしていません。</translation>
    </message>
    <message>
        <source>registrable domain</source>
        <translation>登録可能ドメイン</translation>
    </message>
    <message>
        <source>The part of the host its registrant owns: one label under a public suffix (Public Suffix List, through libpsl).</source>
        <translation>ホストのうち登録者が所有する部分: パブリックサフィックスの一つ下のラベルまで (Public Suffix List、libpsl による)。</translation>
    </message>
    <message>
        <source>params</source>
        <extracomment>RFC 1808&apos;s &lt;params&gt; component</extracomment>
        <translation>パラメータ (params)</translation>
    </message>
    <message>
        <source>The parameters after the first &quot;;&quot; of the path (RFC 1808 §2.4.5); later generations made &quot;;&quot; part of each segment.</source>
        <translation>パスの最初の「;」より後のパラメータ (RFC 1808 §2.4.5)。後の世代では「;」は各セグメントの一部になりました。</translation>
    </message>
</context>
<context>
    <name>uri::ui::PracticeDock</name>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>The same seed gives the same exercises on every machine: give a class one seed.</source>
        <translation>同じシードならどのマシンでも同じ問題が出ます。クラス全員に同じシードを渡してください。</translation>
    </message>
    <message>
        <source>defined</source>
        <extracomment>the heading of the boxes that say a component is there (unticked: undefined)</extracomment>
        <translation>定義あり</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>はい(&amp;Y)</translation>
    </message>
    <message>
        <source>Show in the &amp;window</source>
        <translation>ウィンドウで見る(&amp;W)</translation>
    </message>
    <message>
        <source>Inspect the exercise in the window, in the pane that explains it</source>
        <translation>問題をウィンドウで調べ、それを説明するペインを表示します</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>出力</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <extracomment>%1 the exercise&apos;s number, %2 its topic, %3 its source (&quot;RFC 3986 §5.4.1&quot;)</extracomment>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <extracomment>%1 a topic, %2 the answers right, %3 those asked</extracomment>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>Seed %1: %2 of %3 right. %4</source>
        <extracomment>%1 the seed, %2 the answers right, %3 those checked, %4 per topic</extracomment>
        <translation>シード %1: %3 問中 %2 問正解。%4</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Untick a component that is undefined; a ticked box with an empty line is an empty component (RFC 3986 §5.3). Write each one without its delimiter.</source>
        <translation>未定義の構成要素はチェックを外してください。チェックがあり欄が空なら、空の構成要素です (RFC 3986 §5.3)。区切り文字は付けずに書いてください。</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>シード:</translation>
    </message>
    <message>
        <source>St&amp;art</source>
        <translation>開始(&amp;A)</translation>
    </message>
    <message>
        <source>N&amp;o</source>
        <translation>いいえ(&amp;O)</translation>
    </message>
    <message>
        <source>Hi&amp;nt</source>
        <translation>ヒント(&amp;N)</translation>
    </message>
    <message>
        <source>Chec&amp;k</source>
        <translation>採点(&amp;K)</translation>
    </message>
    <message>
        <source>Nex&amp;t</source>
        <translation>次へ(&amp;T)</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>分野</translation>
    </message>
    <message>
        <source>The topics to draw exercises from; Start begins again with them</source>
        <translation>出題する分野。「開始」でその分野から出題し直します</translation>
    </message>
    <message>
        <source>%1 defined</source>
        <extracomment>the box of a component that is there (unticked: undefined); %1 its name</extracomment>
        <translation>%1 が定義されている</translation>
    </message>
</context>
<context>
    <name>uri::ui::PracticeText</name>
    <message>
        <source>undefined</source>
        <extracomment>an undefined component (RFC 3986 §5.3), as opposed to an empty one</extracomment>
        <translation>未定義</translation>
    </message>
    <message>
        <source>answer</source>
        <extracomment>the one field of an answer that is not a split</extracomment>
        <translation>解答</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>分解</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>解決</translation>
    </message>
    <message>
        <source>Normal form</source>
        <translation>正規形</translation>
    </message>
    <message>
        <source>Equivalence</source>
        <translation>同値性</translation>
    </message>
    <message>
        <source>Where it goes</source>
        <translation>行き先</translation>
    </message>
    <message>
        <source>generated</source>
        <extracomment>the source of an exercise made by the generator, not printed by an RFC</extracomment>
        <translation>自動生成</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>スキーム</translation>
    </message>
    <message>
        <source>authority</source>
        <translation>オーソリティ</translation>
    </message>
    <message>
        <source>path</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <source>fragment</source>
        <translation>フラグメント</translation>
    </message>
    <message>
        <source>Resolve the reference %1 against the base %2 by %3.</source>
        <translation>参照 %1 をベース %2 に対して %3 に従って解決してください。</translation>
    </message>
    <message>
        <source>A link reads %1. Which host does a browser connect to?</source>
        <translation>リンクは %1 です。ブラウザーはどのホストに接続しますか?</translation>
    </message>
    <message>
        <source>The first rule that applies is %1 (%2).</source>
        <translation>最初に当てはまる規則は %1 です (%2)。</translation>
    </message>
    <message>
        <source>No rung of the ladder changes it.</source>
        <translation>どの段階もこれを変えません。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>These rungs of the ladder change it: %1.</source>
        <translation>これを変える段階: %1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>As written they differ in: %1. Climb the ladder with both, rung by rung.</source>
        <translation>書かれたままでは次が異なります: %1。両方を一段ずつ正規化してください。</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a component&apos;s name, %2 its value or &quot;undefined&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>yes, from the %1 rung on (%2)</source>
        <translation>はい、%1 の段階から (%2)</translation>
    </message>
    <message>
        <source>no: after the ladder they still differ in %1</source>
        <translation>いいえ: 正規化の後も %1 が異なります</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>, the host it names</source>
        <translation>、表示どおりのホスト</translation>
    </message>
    <message>
        <source>, not %1</source>
        <translation>、%1 ではありません</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>正解です。</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>惜しい、違います。</translation>
    </message>
    <message>
        <source>%1: %2 is wrong; it is %3.</source>
        <translation>%1: %2 は誤りです。正しくは %3 です。</translation>
    </message>
    <message>
        <source>%1: it is %2, not undefined.</source>
        <translation>%1: 未定義ではなく %2 です。</translation>
    </message>
    <message>
        <source>%1: it is undefined, not %2.</source>
        <translation>%1: %2 ではなく未定義です。</translation>
    </message>
    <message>
        <source>Equivalent, but not yet normal: the %1 rung makes it %2.</source>
        <translation>同値ですが、まだ正規形ではありません: %1 の段階で %2 になります。</translation>
    </message>
    <message>
        <source>It went wrong at step %1, %2 (%3): %4.</source>
        <translation>ステップ %1、%2 (%3) で違ってきました: %4。</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>between the clauses of what a step did</extracomment>
        <translation>。</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>答えは %1 です。</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <extracomment>%1 the check&apos;s id (&quot;A12&quot;), %2 its name, %3 what it found</extracomment>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>URI practice</source>
        <translation>URI の練習</translation>
    </message>
    <message>
        <source>Seed {seed}: {count} exercises. The answers are on the last page.</source>
        <extracomment>{seed} and {count} are filled in; keep them as they are</extracomment>
        <translation>シード {seed}: {count} 問。解答は最後のページにあります。</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>あなたの答え:</translation>
    </message>
    <message>
        <source>Split %1 into its five components (RFC 3986 §3); say which are undefined.</source>
        <translation>%1 を 5 つの構成要素に分解してください (RFC 3986 §3)。未定義のものはそう答えてください。</translation>
    </message>
    <message>
        <source>Write the normal form of %1 (RFC 3986 §6.2.2 and §6.2.3).</source>
        <translation>%1 の正規形を書いてください (RFC 3986 §6.2.2 と §6.2.3)。</translation>
    </message>
    <message>
        <source>Are %1 and %2 equivalent by the ladder of RFC 3986 §6.2? Answer yes or no.</source>
        <translation>%1 と %2 は RFC 3986 §6.2 の段階で同値ですか? はいかいいえで答えてください。</translation>
    </message>
    <message>
        <source>A component is defined when its delimiter is there, even with nothing after it (RFC 3986 §5.3, Appendix B): here %1 of the five are defined.</source>
        <translation>構成要素は、その区切り文字があれば、後ろに何もなくても定義されています (RFC 3986 §5.3、付録 B)。ここでは 5 つのうち %1 つが定義されています。</translation>
    </message>
    <message>
        <source>Split both first (RFC 3986 §5.2.1).</source>
        <translation>まず両方を分解してください (RFC 3986 §5.2.1)。</translation>
    </message>
    <message>
        <source>The host is what follows &quot;//&quot; up to the next &quot;/&quot;, &quot;?&quot; or &quot;#&quot;; in it, everything up to the last &quot;@&quot; is userinfo (RFC 3986 §3.2, §7.6). A browser also reads &quot;\&quot; as &quot;/&quot; and numbers as IPv4 addresses.</source>
        <translation>ホストは &quot;//&quot; の後から次の &quot;/&quot;、&quot;?&quot;、&quot;#&quot; までです。その中で最後の &quot;@&quot; までは userinfo です (RFC 3986 §3.2、§7.6)。ブラウザーは &quot;\&quot; を &quot;/&quot; と読み、数字を IPv4 アドレスとして読みます。</translation>
    </message>
    <message>
        <source>%1: right; case does not matter there (RFC 3986 §6.2.2.1), and the text has %2.</source>
        <translation>%1: 正解です。ここでは大文字小文字は区別されません (RFC 3986 §6.2.2.1)。本文では %2 です。</translation>
    </message>
    <message>
        <source>%1: undefined, not empty: there is no &quot;%2&quot; for it (RFC 3986 §5.3).</source>
        <translation>%1: 空ではなく未定義です。その &quot;%2&quot; がありません (RFC 3986 §5.3)。</translation>
    </message>
    <message>
        <source>%1: defined and empty: its &quot;%2&quot; is there (RFC 3986 §5.3).</source>
        <translation>%1: 定義されていて空です。その &quot;%2&quot; があります (RFC 3986 §5.3)。</translation>
    </message>
    <message>
        <source>userinfo</source>
        <translation>userinfo</translation>
    </message>
    <message>
        <source>host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>port</source>
        <translation>ポート</translation>
    </message>
</context>
<context>
    <name>uri::ui::ReadableView</name>
    <message>
        <source>Copy Rows</source>
        <extracomment>copies the selected rows of a table, tab-separated</extracomment>
        <translation>行をコピー</translation>
    </message>
    <message>
        <source>Copy the selected rows, their cells separated by tabs</source>
        <translation>選択した行を、セルをタブで区切ってコピーします</translation>
    </message>
</context>
<context>
    <name>uri::ui::ReadersModel</name>
    <message>
        <source>URL Standard (browsers)</source>
        <extracomment>the reader whose reading the others are compared with</extracomment>
        <translation>URL 標準 (ブラウザー)</translation>
    </message>
    <message>
        <source>host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>スキーム</translation>
    </message>
    <message>
        <source>userinfo</source>
        <translation>userinfo</translation>
    </message>
    <message>
        <source>port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>path</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <source>fragment</source>
        <translation>フラグメント</translation>
    </message>
    <message>
        <source>(undefined)</source>
        <extracomment>a component that the library says is not there (not the same as empty)</extracomment>
        <translation>(未定義)</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(空)</translation>
    </message>
    <message>
        <source>%1 writes the host as %2; a browser reads the same host, %3.</source>
        <translation>%1 はホストを %2 と書きます。ブラウザーも同じホスト %3 と読みます。</translation>
    </message>
    <message>
        <source>%1 writes port %2, the scheme&apos;s default; a browser uses the same port and leaves it out.</source>
        <translation>%1 はスキームの既定のポート %2 を書きます。ブラウザーは同じポートを使い、書くのを省きます。</translation>
    </message>
    <message>
        <source>%1 writes the %2 as %3; a browser reads the same %2, written %4.</source>
        <translation>%1 は%2を %3 と書きます。ブラウザーは同じ%2を %4 と書いて読みます。</translation>
    </message>
    <message>
        <source>%1 would connect to %2, a browser to %3.</source>
        <translation>%1 は %2 に接続しますが、ブラウザーは %3 に接続します。</translation>
    </message>
    <message>
        <source>%1 reads no host here; a browser goes to %2.</source>
        <translation>%1 はここにホストを読みませんが、ブラウザーは %2 に行きます。</translation>
    </message>
    <message>
        <source>%1 reads the host %2; a browser reads no host here.</source>
        <translation>%1 はホスト %2 を読みますが、ブラウザーはここにホストを読みません。</translation>
    </message>
    <message>
        <source>%1 would use port %2, a browser port %3.</source>
        <translation>%1 はポート %2 を使いますが、ブラウザーはポート %3 を使います。</translation>
    </message>
    <message>
        <source>%1 reads no port here, so the scheme&apos;s default would apply; a browser uses port %2.</source>
        <translation>%1 はここにポートを読まないため、スキームの既定のポートになります。ブラウザーはポート %2 を使います。</translation>
    </message>
    <message>
        <source>%1 reads port %2; a browser reads no port here (the scheme&apos;s default applies, if it has one).</source>
        <translation>%1 はポート %2 を読みますが、ブラウザーはここにポートを読みません (スキームに既定のポートがあればそれになります)。</translation>
    </message>
    <message>
        <source>%1 reads the credentials as %2, a browser as %3.</source>
        <translation>%1 は認証情報を %2 と読みますが、ブラウザーは %3 と読みます。</translation>
    </message>
    <message>
        <source>%1 reads the credentials %2; a browser reads none here.</source>
        <translation>%1 は認証情報 %2 を読みますが、ブラウザーはここに認証情報を読みません。</translation>
    </message>
    <message>
        <source>%1 reads no credentials here; a browser reads the credentials %2.</source>
        <translation>%1 はここに認証情報を読みませんが、ブラウザーは認証情報 %2 を読みます。</translation>
    </message>
    <message>
        <source>%1 would ask for the path %2, a browser for %3.</source>
        <translation>%1 はパス %2 を要求しますが、ブラウザーは %3 を要求します。</translation>
    </message>
    <message>
        <source>%1 reads the %2 as %3, a browser as %4.</source>
        <translation>%1 は%2を %3 と読みますが、ブラウザーは %4 と読みます。</translation>
    </message>
    <message>
        <source>%1 reads no %2 here; a browser reads %3.</source>
        <translation>%1 はここに%2を読みませんが、ブラウザーは %3 と読みます。</translation>
    </message>
    <message>
        <source>%1 reads the %2 %3; a browser reads no %2 here.</source>
        <translation>%1 は%2 %3 を読みますが、ブラウザーはここに%2を読みません。</translation>
    </message>
    <message>
        <source>%1, called as %2</source>
        <extracomment>a reader: %1 the library and its version, %2 how it is called</extracomment>
        <translation>%1、呼び出し方: %2</translation>
    </message>
    <message>
        <source>What browsers do: the reading that the others are compared with.</source>
        <translation>ブラウザーの動作です。ほかの読みはこの読みと比べられます。</translation>
    </message>
    <message>
        <source>Reader</source>
        <translation>読み手</translation>
    </message>
    <message>
        <source>Where each library would connect: the column that matters most.</source>
        <translation>各ライブラリの接続先です。最も重要な列です。</translation>
    </message>
    <message>
        <source>libcurl (any scheme)</source>
        <extracomment>libcurl with CURLU_NON_SUPPORT_SCHEME: it reads any scheme</extracomment>
        <translation>libcurl (任意のスキーム)</translation>
    </message>
    <message>
        <source>not read: &quot;%1&quot;</source>
        <extracomment>a library&apos;s own words for why it did not read the link %1 the library&apos;s own words, in English, quoted as they are</extracomment>
        <translation>読まれず: 「%1」</translation>
    </message>
    <message>
        <source>error: &quot;%1&quot;</source>
        <translation>エラー: 「%1」</translation>
    </message>
    <message>
        <source>This program</source>
        <extracomment>the group of rows of this program&apos;s own two readers</extracomment>
        <translation>このプログラム</translation>
    </message>
</context>
<context>
    <name>uri::ui::ReadersPane</name>
    <message>
        <source>Readers</source>
        <translation>読み手</translation>
    </message>
    <message>
        <source>&amp;Copy Row</source>
        <translation>行をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;All Rows</source>
        <translation>すべての行をコピー(&amp;A)</translation>
    </message>
    <message>
        <source>%1means something else than a browser&apos;s reading; %2is written otherwise with the same meaning. A cell&apos;s tooltip says what the difference means.</source>
        <extracomment>%1 and %2 are the marks of the cells (NOT EQUAL TO and ALMOST EQUAL TO, each with a space after it)</extracomment>
        <translation>%1はブラウザーの読みと意味が異なり、%2は書き方が異なるだけで意味は同じです。違いの意味はセルのツールチップに示されます。</translation>
    </message>
    <message>
        <source>Libraries: %1.</source>
        <extracomment>%1 the libraries by language, &quot;C: libcurl 7.88.1, uriparser 0.9.7; Python: ...&quot;</extracomment>
        <translation>ライブラリ: %1。</translation>
    </message>
    <message>
        <source>Not run: the input is over %1 MB (%2 bytes); real URL libraries read it here up to %1 MB.</source>
        <translation>実行していません: 入力が %1 MB を超えています (%2 バイト)。ここでは実際の URL ライブラリに読ませるのは %1 MB までです。</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>the readers&apos; finding: %1 its check id (&quot;P11&quot;), %2 its severity, %3 its message</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>A browser (the URL Standard) rejects this link, so the other readings are not compared with it.</source>
        <translation>ブラウザー (URL 標準) はこのリンクを拒否するため、ほかの読みはブラウザーの読みと比べられません。</translation>
    </message>
    <message>
        <source>The libraries that read this link agree on its host.</source>
        <translation>このリンクを読んだライブラリの間で、ホストの読みは一致しています。</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>解析中...</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a language (&quot;Python&quot;), %2 its libraries with their versions</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not run: %1.</source>
        <extracomment>%1 why the readers of some languages are not run, in English</extracomment>
        <translation>実行していません: %1。</translation>
    </message>
    <message>
        <source>Enter a URI to see how real URL libraries read it: one row per library, grouped by language (this program&apos;s RFC 3986 and URL Standard parsers; libcurl, uriparser, Boost.URL and QUrl; Python, Node.js, PHP, Go, Java and Ruby, each run in a program of its own that only parses), one column per component, each marked where it differs from a browser&apos;s reading.</source>
        <translation>URI を入力すると、実際の URL ライブラリがそれをどう読むかが表示されます: ライブラリごとに 1 行を言語別にまとめ (このプログラムの RFC 3986 と URL 標準のパーサー、libcurl、uriparser、Boost.URL、QUrl、そして Python、Node.js、PHP、Go、Java、Ruby。後者はそれぞれ構文解析だけを行う別のプログラムで動きます)、構成要素ごとに 1 列で、ブラウザーの読みと異なる箇所に印が付きます。</translation>
    </message>
    <message>
        <source>The libraries of the other languages are reading this link; their rows and the comparison of every host follow.</source>
        <translation>ほかの言語のライブラリがこのリンクを読んでいます。それらの行と、すべてのホストの比較はこのあとに表示されます。</translation>
    </message>
</context>
<context>
    <name>uri::ui::Report</name>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>長さ</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n バイト</numerusform>
        </translation>
    </message>
    <message>
        <source>Specification</source>
        <translation>仕様</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>形式</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>正しいか</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>構成要素</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>構成要素</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Span [offset, length]</source>
        <translation>範囲 [オフセット, 長さ]</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>スキーム</translation>
    </message>
    <message>
        <source>authority</source>
        <translation>オーソリティ</translation>
    </message>
    <message>
        <source>userinfo</source>
        <translation>userinfo</translation>
    </message>
    <message>
        <source>host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>path</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <source>fragment</source>
        <translation>フラグメント</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>診断</translation>
    </message>
    <message>
        <source>None: the input is a valid URI reference.</source>
        <translation>なし: 入力は正しい URI 参照です。</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>重大度</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Citation</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>セキュリティ</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Where it goes</source>
        <translation>行き先</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>スキーム</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>IP address</source>
        <translation>IP アドレス</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Registrable domain</source>
        <translation>登録可能ドメイン</translation>
    </message>
    <message>
        <source>Host class</source>
        <translation>ホストの種類</translation>
    </message>
    <message>
        <source>Show the host as</source>
        <translation>ホストの推奨表示</translation>
    </message>
    <message>
        <source>Escalation</source>
        <translation>判定の引き上げ</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>データ</translation>
    </message>
    <message>
        <source>ICU %1 (Unicode %2), libpsl %3, public suffix list of %4</source>
        <translation>ICU %1 (Unicode %2)、libpsl %3、%4 版のパブリックサフィックスリスト</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>検出事項</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>なし。</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>チェック</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>(nested: %1)</source>
        <translation>(入れ子: %1)</translation>
    </message>
    <message>
        <source>RFC 3986 and the browser (URL Standard)</source>
        <translation>RFC 3986 とブラウザー (URL 標準)</translation>
    </message>
    <message>
        <source>RFC 3986</source>
        <translation>RFC 3986</translation>
    </message>
    <message>
        <source>Browser</source>
        <translation>ブラウザー</translation>
    </message>
    <message>
        <source>Differs</source>
        <translation>相違</translation>
    </message>
    <message>
        <source>Browser href</source>
        <translation>ブラウザーの href</translation>
    </message>
    <message>
        <source>failure: a browser rejects this URL</source>
        <translation>失敗: ブラウザーはこの URL を受け付けない</translation>
    </message>
    <message>
        <source>(failure)</source>
        <translation>(失敗)</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>異なる</translation>
    </message>
    <message>
        <source>Nested URLs</source>
        <translation>入れ子の URL</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Normalization (RFC 3986 §6.2)</source>
        <translation>正規化 (RFC 3986 §6.2)</translation>
    </message>
    <message>
        <source>Normalized</source>
        <translation>正規化後</translation>
    </message>
    <message>
        <source>Rung</source>
        <translation>段</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>not performed (nothing is fetched)</source>
        <translation>実行しない (何も取得しない)</translation>
    </message>
    <message>
        <source>URI Inspector report</source>
        <translation>URI インスペクターのレポート</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>判定: %1</translation>
    </message>
    <message>
        <source>Reads as</source>
        <translation>見た目の読み</translation>
    </message>
    <message>
        <source>First &quot;@&quot; (legacy)</source>
        <translation>最初の「@」(旧来)</translation>
    </message>
    <message>
        <source>Resolved against the base</source>
        <translation>基底に対して解決した結果</translation>
    </message>
</context>
<context>
    <name>uri::ui::ResolutionBatchModel</name>
    <message>
        <source>&lt;&gt; (empty)</source>
        <extracomment>how draft-01 writes the empty reference</extracomment>
        <translation>&lt;&gt; (空)</translation>
    </message>
    <message>
        <source>%1 (or %2)</source>
        <extracomment>%1 the strict result, %2 the one the document allows for backward compatibility</extracomment>
        <translation>%1 (または %2)</translation>
    </message>
    <message>
        <source>The current document is the base, %1.</source>
        <translation>現在の文書とは基底 %1 のことです。</translation>
    </message>
    <message>
        <source>Pass: the document&apos;s result.</source>
        <translation>合格: 文書の示す結果です。</translation>
    </message>
    <message>
        <source>Fail: the document gives %1.</source>
        <translation>不合格: 文書の結果は %1 です。</translation>
    </message>
    <message>
        <source>%1 (%2/%3)</source>
        <extracomment>%1 a specification, %2 of %3 examples pass under it</extracomment>
        <translation>%1 (%2/%3)</translation>
    </message>
    <message>
        <source>The target under %1; a tick where it is the document&apos;s result, a cross where it is not.</source>
        <translation>%1 での解決結果。文書の結果と一致すればチェック印、しなければバツ印です。</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>節</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>参照</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期待される結果</translation>
    </message>
</context>
<context>
    <name>uri::ui::ResolutionPane</name>
    <message>
        <source>Resolution</source>
        <translation>参照解決</translation>
    </message>
    <message>
        <source>Enter a base URI to resolve the input against.</source>
        <translation>入力を解決するための基底 URI を入力してください。</translation>
    </message>
    <message>
        <source>Type a URI reference in the input line: it is resolved against the base.</source>
        <translation>入力欄に URI 参照を入力してください: 基底に対して解決されます。</translation>
    </message>
    <message>
        <source>Too long to trace: the base and the reference may have at most %1 KiB each.</source>
        <translation>長すぎてトレースできません: 基底と参照はそれぞれ最大 %1 KiB までです。</translation>
    </message>
    <message>
        <source>%1 (error: %2)</source>
        <extracomment>%1 the target, %2 why it is not to be trusted</extracomment>
        <translation>%1 (エラー: %2)</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>注:</translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation>警告:</translation>
    </message>
    <message>
        <source>Enter a base URI above.</source>
        <translation>上で基底 URI を入力してください。</translation>
    </message>
    <message>
        <source>Enter the target URI to reach from the base.</source>
        <translation>基底から到達する目標 URI を入力してください。</translation>
    </message>
    <message>
        <source>Too long: the base and the target may have at most %1 KiB each.</source>
        <translation>長すぎます: 基底と目標はそれぞれ最大 %1 KiB までです。</translation>
    </message>
    <message>
        <source>&lt;&gt; (empty)</source>
        <translation>&lt;&gt; (空)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>ステップ %1 / %2</translation>
    </message>
    <message>
        <source>The path is not rewritten for this reference: no remove_dot_segments (see the branches).</source>
        <translation>この参照ではパスは書き換えられません: remove_dot_segments は実行されません (分岐を参照)。</translation>
    </message>
    <message>
        <source>RFC 3986 §5.2.4 remove_dot_segments: the two buffers after each step, as in the tables of the RFC.</source>
        <translation>RFC 3986 §5.2.4 remove_dot_segments: RFC の表のとおり、各ステップ後の二つのバッファです。</translation>
    </message>
    <message>
        <source>%1 rewrites the path in one buffer: each step&apos;s result and what it read.</source>
        <translation>%1 は一つのバッファでパスを書き換えます: 各ステップの結果と、読んだものです。</translation>
    </message>
    <message>
        <source>Run a document&apos;s own table of examples under every specification.</source>
        <translation>文書自身の例の表を、すべての仕様で実行します。</translation>
    </message>
    <message>
        <source>%1, base %2: %3 gives the document&apos;s result for %4 of %5.</source>
        <extracomment>%1 the document, %2 its base, %3 its specification, %4 of %5 examples pass</extracomment>
        <translation>%1、基底 %2: %3 は %5 件中 %4 件で文書の結果と一致します。</translation>
    </message>
    <message>
        <source>&amp;Base:</source>
        <translation>基底(&amp;B):</translation>
    </message>
    <message>
        <source>An absolute URI, e.g. %1</source>
        <translation>絶対 URI。例: %1</translation>
    </message>
    <message>
        <source>The base URI the input is resolved against (RFC 3986 §5.1)</source>
        <translation>入力を解決する基底 URI (RFC 3986 §5.1)</translation>
    </message>
    <message>
        <source>RFC 3986 §5.4 base</source>
        <translation>RFC 3986 §5.4 の基底</translation>
    </message>
    <message>
        <source>Use %1, the base of the examples of RFC 3986 §5.4</source>
        <translation>RFC 3986 §5.4 の例の基底 %1 を使います</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>規則:</translation>
    </message>
    <message>
        <source>The specification whose resolution algorithm is applied</source>
        <translation>適用する解決アルゴリズムの仕様</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>目標:</translation>
    </message>
    <message>
        <source>&amp;Inspect</source>
        <translation>調べる(&amp;I)</translation>
    </message>
    <message>
        <source>Inspect the target in the main view</source>
        <translation>目標をメインビューで調べます</translation>
    </message>
    <message>
        <source>Branches (§5.2.2)</source>
        <translation>分岐 (§5.2.2)</translation>
    </message>
    <message>
        <source>remove_dot_segments (§5.2.4)</source>
        <translation>ドットセグメントの除去 (§5.2.4)</translation>
    </message>
    <message>
        <source>Every specification</source>
        <translation>すべての仕様</translation>
    </message>
    <message>
        <source>Make relative</source>
        <translation>相対化</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>例</translation>
    </message>
    <message>
        <source>To start</source>
        <translation>最初へ</translation>
    </message>
    <message>
        <source>Show the first step only</source>
        <translation>最初のステップだけを表示します</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>一つ戻る</translation>
    </message>
    <message>
        <source>Hide the last step shown</source>
        <translation>表示中の最後のステップを隠します</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>一つ進む</translation>
    </message>
    <message>
        <source>Show the next step</source>
        <translation>次のステップを表示します</translation>
    </message>
    <message>
        <source>To end</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <source>Show every step</source>
        <translation>すべてのステップを表示します</translation>
    </message>
    <message>
        <source>The same reference against the same base under every specification; a target that differs from RFC 3986&apos;s is marked, and its tooltip says where they part.</source>
        <translation>同じ基底に対する同じ参照を、すべての仕様で解決します。RFC 3986 と異なる目標には印が付き、ツールチップでどこで分かれるかを示します。</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>目標(&amp;T):</translation>
    </message>
    <message>
        <source>An absolute URI to reach from the base</source>
        <translation>基底から到達する絶対 URI</translation>
    </message>
    <message>
        <source>Load RFC 3986 §5.4</source>
        <translation>RFC 3986 §5.4 を読み込む</translation>
    </message>
    <message>
        <source>The examples of RFC 3986 §5.4.1 and §5.4.2</source>
        <translation>RFC 3986 §5.4.1 と §5.4.2 の例</translation>
    </message>
    <message>
        <source>Load draft-01 Appendix C</source>
        <translation>draft-01 付録 C を読み込む</translation>
    </message>
    <message>
        <source>The examples of draft-fielding-url-syntax-01 Appendix C</source>
        <translation>draft-fielding-url-syntax-01 付録 C の例</translation>
    </message>
    <message>
        <source>Enter a base URI above: the steps that resolve the input against it appear here.</source>
        <translation>上に基底 URI を入力してください: 入力をそれに対して解決する手順がここに表示されます。</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <extracomment>the tab that shows the resolution algorithm&apos;s text, the lines executed lit</extracomment>
        <translation>アルゴリズム</translation>
    </message>
    <message>
        <source>The specification&apos;s algorithm as its text prints it: the lines executed for this input are tinted and marked with a dot, those of the current step highlighted and marked with an arrow</source>
        <translation>仕様のアルゴリズムを原文のとおりに表示します: この入力で実行された行は色付きで点の印が付き、現在のステップの行は強調されて矢印の印が付きます</translation>
    </message>
    <message>
        <source>What the step did:</source>
        <translation>このステップがしたこと:</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3 %4</source>
        <extracomment>%1 the step, %2 of so many, %3 its rule: &quot;Step 5 of 14: RFC 3986 §5.2.4 2E&quot;</extracomment>
        <translation>ステップ %1 / %2: %3 %4</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(空)</translation>
    </message>
    <message>
        <source>Output buffer (§5.2.4):</source>
        <translation>出力バッファ (§5.2.4):</translation>
    </message>
    <message>
        <source>Input buffer (§5.2.4):</source>
        <translation>入力バッファ (§5.2.4):</translation>
    </message>
    <message>
        <source>Base (without its fragment):</source>
        <translation>基底 (フラグメントを除く):</translation>
    </message>
    <message>
        <source>Reference R:</source>
        <translation>参照 R:</translation>
    </message>
    <message>
        <source>Target T (§5.3):</source>
        <translation>目標 T (§5.3):</translation>
    </message>
    <message>
        <source>Read:</source>
        <translation>読んだもの:</translation>
    </message>
    <message>
        <source>T so far, recomposed (§5.3):</source>
        <translation>ここまでの T の再構成 (§5.3):</translation>
    </message>
    <message>
        <source>Result of the step:</source>
        <translation>このステップの結果:</translation>
    </message>
    <message>
        <source>Resolved against the base (RFC 3986 §5.2), it gives the target back.</source>
        <translation>基底に対して解決すると (RFC 3986 §5.2)、目標に戻ります。</translation>
    </message>
    <message>
        <source>Resolved against the base, it does not give the target back.</source>
        <translation>基底に対して解決しても、目標には戻りません。</translation>
    </message>
    <message>
        <source>&amp;Reference:</source>
        <translation>参照(&amp;R):</translation>
    </message>
</context>
<context>
    <name>uri::ui::ResolutionStepsModel</name>
    <message>
        <source>Branch</source>
        <extracomment>the branch of RFC 3986 §5.2.2 (or the step of an older specification) taken</extracomment>
        <translation>分岐</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>構成要素</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>読んだもの</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>意味</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>節</translation>
    </message>
</context>
<context>
    <name>uri::ui::ResolutionText</name>
    <message>
        <source>%1 %2 (%3), giving %4</source>
        <translation>%1 %2 (%3)、結果は %4</translation>
    </message>
    <message>
        <source>%1 gives no target: %2</source>
        <translation>%1 では目標が得られません: %2</translation>
    </message>
    <message>
        <source>RFC 3986 gives no target (%1); %2 gives %3.</source>
        <translation>RFC 3986 では目標が得られません (%1)。%2 では %3 です。</translation>
    </message>
    <message>
        <source>They part here: %1, where RFC 3986 takes %2.</source>
        <extracomment>%1 a step of the other specification, %2 RFC 3986&apos;s step at the same point</extracomment>
        <translation>ここで分かれます: %1。RFC 3986 ではここで %2。</translation>
    </message>
    <message>
        <source>Then %1; RFC 3986 has no such step.</source>
        <translation>続いて %1。RFC 3986 にはこのステップはありません。</translation>
    </message>
    <message>
        <source>%1 stops here; RFC 3986 goes on with %2.</source>
        <translation>%1 はここで止まりますが、RFC 3986 は続けて %2。</translation>
    </message>
    <message>
        <source>The same kinds of step on different text; the target is made by %1.</source>
        <translation>同じ種類のステップが別のテキストに適用されます。目標を作るのは %1。</translation>
    </message>
    <message>
        <source>%1 gives %2, RFC 3986 gives %3.</source>
        <translation>%1 では %2、RFC 3986 では %3 です。</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <extracomment>%1 where the rule is (&quot;RFC 3986 §5.2.4&quot;), %2 its label (&quot;2C&quot;), %3 what it does</extracomment>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>The base and the reference are split into their five components.</source>
        <translation>基底と参照を五つの構成要素に分割します。</translation>
    </message>
    <message>
        <source>Non-strict: the reference&apos;s scheme is the base&apos;s, so it is ignored.</source>
        <translation>非厳格: 参照のスキームが基底と同じなので無視します。</translation>
    </message>
    <message>
        <source>The reference has a scheme: the target takes its scheme, authority, path and query.</source>
        <translation>参照にスキームがあります: 目標は参照のスキーム、オーソリティ、パス、クエリを取ります。</translation>
    </message>
    <message>
        <source>The reference has an authority: the target takes its authority, path and query.</source>
        <translation>参照にオーソリティがあります: 目標は参照のオーソリティ、パス、クエリを取ります。</translation>
    </message>
    <message>
        <source>The reference&apos;s path is empty: the target keeps the base path (and the base query unless the reference has one).</source>
        <translation>参照のパスが空です: 目標は基底のパスを保ちます (参照にクエリがなければ基底のクエリも)。</translation>
    </message>
    <message>
        <source>The reference&apos;s path starts with &quot;/&quot;: it becomes the target path, dot segments removed.</source>
        <translation>参照のパスが &quot;/&quot; で始まります: ドットセグメントを取り除いて目標のパスにします。</translation>
    </message>
    <message>
        <source>The reference&apos;s path is appended to the base path up to its last &quot;/&quot; (merge).</source>
        <translation>基底のパスの最後の &quot;/&quot; までに参照のパスを連結します (併合)。</translation>
    </message>
    <message>
        <source>The base has an authority and an empty path: the merged path is &quot;/&quot; and the reference&apos;s path.</source>
        <translation>基底にオーソリティがあり、パスが空です: 併合したパスは &quot;/&quot; と参照のパスです。</translation>
    </message>
    <message>
        <source>The target takes the reference&apos;s query.</source>
        <translation>目標は参照のクエリを取ります。</translation>
    </message>
    <message>
        <source>The target takes the base&apos;s query.</source>
        <translation>目標は基底のクエリを取ります。</translation>
    </message>
    <message>
        <source>The target takes the base&apos;s authority.</source>
        <translation>目標は基底のオーソリティを取ります。</translation>
    </message>
    <message>
        <source>The target takes the base&apos;s scheme.</source>
        <translation>目標は基底のスキームを取ります。</translation>
    </message>
    <message>
        <source>The target takes the reference&apos;s fragment.</source>
        <translation>目標は参照のフラグメントを取ります。</translation>
    </message>
    <message>
        <source>The components are put together into the target.</source>
        <translation>構成要素を組み立てて目標にします。</translation>
    </message>
    <message>
        <source>The input buffer holds the path; the output buffer is empty.</source>
        <translation>入力バッファにパスを置き、出力バッファは空にします。</translation>
    </message>
    <message>
        <source>A prefix &quot;../&quot; or &quot;./&quot; is removed from the input.</source>
        <translation>入力の先頭の &quot;../&quot; または &quot;./&quot; を取り除きます。</translation>
    </message>
    <message>
        <source>A prefix &quot;/./&quot; or &quot;/.&quot; of the input is replaced with &quot;/&quot;.</source>
        <translation>入力の先頭の &quot;/./&quot; または &quot;/.&quot; を &quot;/&quot; に置き換えます。</translation>
    </message>
    <message>
        <source>A prefix &quot;/../&quot; or &quot;/..&quot; of the input is replaced with &quot;/&quot;, and the last segment of the output is removed.</source>
        <translation>入力の先頭の &quot;/../&quot; または &quot;/..&quot; を &quot;/&quot; に置き換え、出力の最後のセグメントを取り除きます。</translation>
    </message>
    <message>
        <source>An input of only &quot;.&quot; or &quot;..&quot; is removed.</source>
        <translation>&quot;.&quot; または &quot;..&quot; だけの入力を取り除きます。</translation>
    </message>
    <message>
        <source>The first path segment of the input is moved to the end of the output.</source>
        <translation>入力の最初のパスセグメントを出力の末尾に移します。</translation>
    </message>
    <message>
        <source>The output buffer is the result.</source>
        <translation>出力バッファが結果です。</translation>
    </message>
    <message>
        <source>The reference is parsed into its components.</source>
        <translation>参照を構成要素に解析します。</translation>
    </message>
    <message>
        <source>An empty path and no scheme, authority or query: a reference to the current document.</source>
        <translation>パスが空で、スキームもオーソリティもクエリもありません: 現在の文書への参照です。</translation>
    </message>
    <message>
        <source>A scheme makes the reference absolute, and we are done; otherwise it inherits the base&apos;s scheme.</source>
        <translation>スキームがあれば参照は絶対で、終わりです。なければ基底のスキームを受け継ぎます。</translation>
    </message>
    <message>
        <source>An authority makes a network-path reference; otherwise it inherits the base&apos;s authority.</source>
        <translation>オーソリティがあればネットワークパス参照です。なければ基底のオーソリティを受け継ぎます。</translation>
    </message>
    <message>
        <source>A path beginning with &quot;/&quot; is an absolute-path reference.</source>
        <translation>&quot;/&quot; で始まるパスは絶対パス参照です。</translation>
    </message>
    <message>
        <source>All but the last segment of the base path is copied to a buffer.</source>
        <translation>基底のパスの最後のセグメント以外をバッファにコピーします。</translation>
    </message>
    <message>
        <source>The reference&apos;s path is appended to the buffer.</source>
        <translation>参照のパスをバッファに追加します。</translation>
    </message>
    <message>
        <source>Every &quot;./&quot; that is a complete segment is removed.</source>
        <translation>完全なセグメントである &quot;./&quot; をすべて取り除きます。</translation>
    </message>
    <message>
        <source>A final &quot;.&quot; is removed.</source>
        <translation>末尾の &quot;.&quot; を取り除きます。</translation>
    </message>
    <message>
        <source>&quot;&lt;segment&gt;/../&quot; is removed, leftmost first, until none is left.</source>
        <translation>&quot;&lt;segment&gt;/../&quot; を左から順に、なくなるまで取り除きます。</translation>
    </message>
    <message>
        <source>A final &quot;&lt;segment&gt;/..&quot; is removed.</source>
        <translation>末尾の &quot;&lt;segment&gt;/..&quot; を取り除きます。</translation>
    </message>
    <message>
        <source>A buffer that still begins with &quot;..&quot; is an error; the segments are kept.</source>
        <translation>まだ &quot;..&quot; で始まるバッファはエラーです。そのセグメントは残します。</translation>
    </message>
    <message>
        <source>The buffer is the new path.</source>
        <translation>バッファが新しいパスです。</translation>
    </message>
    <message>
        <source>The components are recombined.</source>
        <translation>構成要素を組み立て直します。</translation>
    </message>
    <message>
        <source>The base is empty: the reference is taken as absolute.</source>
        <translation>基底が空です: 参照を絶対とみなします。</translation>
    </message>
    <message>
        <source>Both the base and the reference are parsed.</source>
        <translation>基底と参照の両方を解析します。</translation>
    </message>
    <message>
        <source>An empty embedded URL inherits the entire base URL.</source>
        <translation>空の埋め込み URL は基底 URL 全体を受け継ぎます。</translation>
    </message>
    <message>
        <source>A scheme makes the reference absolute, and we are done.</source>
        <translation>スキームがあれば参照は絶対で、終わりです。</translation>
    </message>
    <message>
        <source>Otherwise the reference inherits the base&apos;s scheme.</source>
        <translation>そうでなければ参照は基底のスキームを受け継ぎます。</translation>
    </message>
    <message>
        <source>A non-empty &lt;net_loc&gt; skips to Step 7; otherwise the base&apos;s is inherited.</source>
        <translation>空でない &lt;net_loc&gt; があればステップ 7 へ進みます。なければ基底のものを受け継ぎます。</translation>
    </message>
    <message>
        <source>A path beginning with &quot;/&quot; skips to Step 7.</source>
        <translation>&quot;/&quot; で始まるパスならステップ 7 へ進みます。</translation>
    </message>
    <message>
        <source>An empty path inherits the base path.</source>
        <translation>空のパスは基底のパスを受け継ぎます。</translation>
    </message>
    <message>
        <source>The &lt;params&gt; are kept if not empty, otherwise the base&apos;s are inherited.</source>
        <translation>&lt;params&gt; は空でなければ保ち、空なら基底のものを受け継ぎます。</translation>
    </message>
    <message>
        <source>The &lt;query&gt; is kept if not empty, otherwise the base&apos;s is inherited.</source>
        <translation>&lt;query&gt; は空でなければ保ち、空なら基底のものを受け継ぎます。</translation>
    </message>
    <message>
        <source>The last segment of the base path is replaced by the reference&apos;s path.</source>
        <translation>基底のパスの最後のセグメントを参照のパスで置き換えます。</translation>
    </message>
    <message>
        <source>An empty reference, or only a fragment: the current document.</source>
        <translation>空の参照、またはフラグメントだけ: 現在の文書です。</translation>
    </message>
    <message>
        <source>A non-empty &lt;server&gt; skips to Step 7; otherwise the base&apos;s is inherited.</source>
        <translation>空でない &lt;server&gt; があればステップ 7 へ進みます。なければ基底のものを受け継ぎます。</translation>
    </message>
    <message>
        <source>An empty path inherits the base path (and its query).</source>
        <translation>空のパスは基底のパス (とそのクエリ) を受け継ぎます。</translation>
    </message>
    <message>
        <source>The schemes differ: the whole absolute URI is given.</source>
        <translation>スキームが異なります: 絶対 URI 全体が与えられています。</translation>
    </message>
    <message>
        <source>A partial URI starting with consecutive slashes takes the context URI up to the first run of as many slashes.</source>
        <translation>連続したスラッシュで始まる部分 URI は、文脈 URI の同じ数のスラッシュが最初に連続する所までを取ります。</translation>
    </message>
    <message>
        <source>The last part of the context path is removed and the partial URI appended in its place.</source>
        <translation>文脈パスの最後の部分を取り除き、その場所に部分 URI を追加します。</translation>
    </message>
    <message>
        <source>Every &quot;xxx/../&quot; is removed, recursively.</source>
        <translation>&quot;xxx/../&quot; をすべて、再帰的に取り除きます。</translation>
    </message>
    <message>
        <source>Every &quot;/.&quot; is removed, recursively.</source>
        <translation>&quot;/.&quot; をすべて、再帰的に取り除きます。</translation>
    </message>
    <message>
        <source>The full URL.</source>
        <translation>完全な URL です。</translation>
    </message>
    <message>
        <source>The base&apos;s fragment is ignored (RFC 3986 §5.1).</source>
        <translation>基底のフラグメントは無視されます (RFC 3986 §5.1)。</translation>
    </message>
    <message>
        <source>Non-strict: the reference&apos;s scheme, the same as the base&apos;s, was ignored (the §5.2.2 loophole).</source>
        <translation>非厳格: 基底と同じ参照のスキームを無視しました (§5.2.2 の抜け穴)。</translation>
    </message>
    <message>
        <source>A non-strict reader would ignore this scheme, the same as the base&apos;s, and resolve differently (§5.2.2).</source>
        <translation>非厳格な実装は、基底と同じこのスキームを無視し、別の結果に解決します (§5.2.2)。</translation>
    </message>
    <message>
        <source>More &quot;..&quot; segments than the base path has: RFC 3986 drops the extra ones, older specifications keep them.</source>
        <translation>基底のパスの階層より多い &quot;..&quot; セグメントがあります: RFC 3986 は余分なものを捨て、古い仕様は残します。</translation>
    </message>
    <message>
        <source>&quot;%2E&quot; is not a dot segment for remove_dot_segments (§5.2.4), though a normalizer decodes it (§6.2.2.2).</source>
        <translation>&quot;%2E&quot; は remove_dot_segments (§5.2.4) ではドットセグメントではありませんが、正規化ではデコードされます (§6.2.2.2)。</translation>
    </message>
    <message>
        <source>Hazard: the target has no authority but its path begins with &quot;//&quot;, so it reads back with an authority (§3.3).</source>
        <translation>危険: 目標にはオーソリティがないのにパスが &quot;//&quot; で始まるため、読み直すとオーソリティがあることになります (§3.3)。</translation>
    </message>
    <message>
        <source>Hazard: the base path was rootless; the target&apos;s path became absolute.</source>
        <translation>危険: 基底のパスはルートなしでしたが、目標のパスは絶対になりました。</translation>
    </message>
    <message>
        <source>Hazard: the base has an authority and an empty path, so the path runs into the authority (&quot;http://a&quot; + &quot;g&quot; = &quot;http://ag&quot;).</source>
        <translation>危険: 基底にオーソリティがありパスが空なので、パスがオーソリティにつながります (&quot;http://a&quot; + &quot;g&quot; = &quot;http://ag&quot;)。</translation>
    </message>
    <message>
        <source>&quot;//&quot; with an empty &lt;net_loc&gt;: the base&apos;s is inherited.</source>
        <translation>空の &lt;net_loc&gt; を持つ &quot;//&quot;: 基底のものを受け継ぎます。</translation>
    </message>
    <message>
        <source>A reference to the current document: following it retrieves nothing again.</source>
        <translation>現在の文書への参照です: たどっても何も再取得しません。</translation>
    </message>
    <message>
        <source>RFC 1630 has no rule for an empty partial URI; applied as written, the last part of the context path is removed.</source>
        <translation>RFC 1630 には空の部分 URI の規則がありません。書かれたとおりに適用すると、文脈パスの最後の部分が取り除かれます。</translation>
    </message>
    <message>
        <source>The base is not a valid URI (RFC 3986); it was resolved as split.</source>
        <translation>基底は有効な URI ではありません (RFC 3986)。分割したとおりに解決しました。</translation>
    </message>
    <message>
        <source>The reference is not a valid URI reference (RFC 3986); it was resolved as split.</source>
        <translation>参照は有効な URI 参照ではありません (RFC 3986)。分割したとおりに解決しました。</translation>
    </message>
    <message>
        <source>The trace is too long and was cut; the target is complete.</source>
        <translation>トレースが長すぎるため途中で切りました。目標は完全です。</translation>
    </message>
    <message>
        <source>%1 Common implementations give &quot;%2&quot;.</source>
        <extracomment>%1 the note, %2 the target other implementations give</extracomment>
        <translation>%1 一般的な実装では &quot;%2&quot; になります。</translation>
    </message>
    <message>
        <source>(no target)</source>
        <translation>(目標なし)</translation>
    </message>
    <message>
        <source>The base has no scheme: a reference can only be resolved against an absolute URI (RFC 3986 §5.2.1).</source>
        <translation>基底にスキームがありません: 参照は絶対 URI に対してのみ解決できます (RFC 3986 §5.2.1)。</translation>
    </message>
    <message>
        <source>The base is not a valid URI (RFC 3986); the target is that of the split.</source>
        <translation>基底は有効な URI ではありません (RFC 3986)。目標は分割したとおりのものです。</translation>
    </message>
    <message>
        <source>The reference is not a valid URI reference (RFC 3986); the target is that of the split.</source>
        <translation>参照は有効な URI 参照ではありません (RFC 3986)。目標は分割したとおりのものです。</translation>
    </message>
    <message>
        <source>This specification resolves references in its own parser.</source>
        <translation>この仕様では、参照は独自のパーサで解決されます。</translation>
    </message>
    <message>
        <source>RFC 1630: the base has no run of as many consecutive slashes as the reference starts with.</source>
        <translation>RFC 1630: 参照の先頭と同じ数の連続したスラッシュが基底にありません。</translation>
    </message>
    <message>
        <source>The target is relative: only an absolute URI can be made relative.</source>
        <translation>目標が相対です: 相対化できるのは絶対 URI だけです。</translation>
    </message>
    <message>
        <source>No reference resolves to exactly this target from this base (for example, its path has dot segments).</source>
        <translation>この基底からちょうどこの目標に解決される参照はありません (例えば、パスにドットセグメントがある)。</translation>
    </message>
    <message>
        <source>Not a base and a reference.</source>
        <translation>基底と参照の組ではありません。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 the rule&apos;s label (&quot;2C&quot;), %2 what it did: its clauses, joined</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>between the clauses of what a step did</extracomment>
        <translation>。</translation>
    </message>
</context>
<context>
    <name>uri::ui::SecurityPane</name>
    <message>
        <source>RFC 3986 and the browser, on the target</source>
        <translation>RFC 3986 とブラウザー (解決した目標について)</translation>
    </message>
    <message>
        <source>The reference resolved against the base: %1</source>
        <extracomment>%1 the target a relative reference resolves to against the base</extracomment>
        <translation>基底に対して解決した参照: %1</translation>
    </message>
    <message>
        <source>Against the base, this reference goes to %1.</source>
        <translation>基底に対して、この参照の行き先は %1 です。</translation>
    </message>
    <message>
        <source>RFC 3986 resolves it to %1 (the Resolution pane says why).</source>
        <translation>RFC 3986 では %1 に解決されます (理由は「参照解決」ペインにあります)。</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>セキュリティ</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>検出事項</translation>
    </message>
    <message>
        <source>RFC 3986 and the browser</source>
        <translation>RFC 3986 とブラウザー</translation>
    </message>
    <message>
        <source>Nested URLs</source>
        <translation>入れ子の URL</translation>
    </message>
    <message>
        <source>&amp;Inspect</source>
        <translation>調べる(&amp;I)</translation>
    </message>
    <message>
        <source>Inspect the selected nested URL on its own.</source>
        <translation>選択した入れ子の URL を単独で調べます。</translation>
    </message>
    <message>
        <source>The input is too long for the security analysis (%1 bytes; at most %2).</source>
        <translation>入力が長すぎてセキュリティ分析ができません (%1 バイト。上限は %2)。</translation>
    </message>
    <message>
        <source>Enter a URI to see where it goes.</source>
        <translation>URI を入力すると行き先を表示します。</translation>
    </message>
    <message>
        <source>The verdict: the highest severity among the findings.</source>
        <translation>判定: 検出事項の中で最も高い重大度です。</translation>
    </message>
    <message>
        <source>Nothing was looked up: the address this name resolves to is unknown.</source>
        <translation>名前解決は行っていません: この名前が指すアドレスは不明です。</translation>
    </message>
    <message>
        <source>The nested URLs were not all analysed (depth or size budget).</source>
        <translation>入れ子の URL をすべては分析していません (深さまたはサイズの上限)。</translation>
    </message>
    <message>
        <source>Some check fired too often: not every finding is listed.</source>
        <translation>検出回数が多すぎるチェックがあったため、すべての検出事項は一覧にしていません。</translation>
    </message>
    <message>
        <source>The host cannot be shown safely, not even as punycode: %1</source>
        <translation>ホストは punycode にしても安全に表示できません: %1</translation>
    </message>
    <message>
        <source>Show the host as: %1</source>
        <translation>ホストの推奨表示: %1</translation>
    </message>
    <message>
        <source>(punycode: %1)</source>
        <translation>(punycode: %1)</translation>
    </message>
    <message>
        <source>Data: ICU %1 (Unicode %2), libpsl %3, public suffix list of %4.</source>
        <translation>データ: ICU %1 (Unicode %2)、libpsl %3、%4 版のパブリックサフィックスリスト。</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>日付不明</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>解析中...</translation>
    </message>
    <message>
        <source>No findings: none of the link-security checks (docs/security-checks.md) applies to this input.</source>
        <translation>検出なし: リンクの安全性の検査 (docs/security-checks.md) のどれもこの入力には当てはまりません。</translation>
    </message>
    <message>
        <source>No nested URLs: no component of this input holds another URL.</source>
        <translation>入れ子の URL はありません: この入力のどの構成要素も別の URL を含んでいません。</translation>
    </message>
    <message>
        <source>The findings of the link-security checks appear here.</source>
        <translation>リンクの安全性の検査の検出結果がここに表示されます。</translation>
    </message>
    <message>
        <source>URLs nested in the input (a redirect&apos;s target, say) appear here.</source>
        <translation>入力に入れ子になった URL (リダイレクト先など) がここに表示されます。</translation>
    </message>
    <message>
        <source>How RFC 3986 and the browser each read the input appears here.</source>
        <translation>RFC 3986 とブラウザーがそれぞれ入力をどう読むかがここに表示されます。</translation>
    </message>
    <message numerus="yes">
        <source>Findings (%n)</source>
        <extracomment>the Security pane&apos;s first tab; %n the number of findings</extracomment>
        <translation>
            <numerusform>検出事項 (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n differ)</source>
        <extracomment>a tab&apos;s title; %1 its name, %n the number of components the views read differently</extracomment>
        <translation>
            <numerusform>%1 (%n 個が相違)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nested URLs (%n)</source>
        <translation>
            <numerusform>入れ子の URL (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>(the user name before &quot;@&quot; is not the host)</source>
        <translation>(「@」の前のユーザー名はホストではありません)</translation>
    </message>
</context>
<context>
    <name>uri::ui::SecurityText</name>
    <message>
        <source>A browser goes to %1. RFC 3986 reads &quot;%2&quot; before the &quot;@&quot; as a user name and the host as %3: the two readings disagree (RFC 3986 §7.6).</source>
        <extracomment>%1 where a browser goes, %2 the userinfo as RFC 3986 splits it, %3 RFC 3986&apos;s host</extracomment>
        <translation>ブラウザーの行き先は %1 です。RFC 3986 は「@」の前の「%2」をユーザー名、ホストを %3 と読みます: 二つの読み方が食い違います (RFC 3986 §7.6)。</translation>
    </message>
    <message>
        <source>Its name, %1, looks like %2 but is another name: %3.</source>
        <extracomment>%1 the host in Unicode (UTS #46 ToUnicode), %2 the ASCII name it looks like (UTS #39 skeleton), %3 the host as DNS has it (A-labels)</extracomment>
        <translation>その名前 %1 は %2 に見えますが、別の名前 %3 です。</translation>
    </message>
    <message>
        <source>A browser refuses it: the URL Standard&apos;s parser returns failure.</source>
        <translation>ブラウザーはこのリンクを拒否します: URL Standard のパーサーは失敗を返します。</translation>
    </message>
    <message>
        <source>info</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中</translation>
    </message>
    <message>
        <source>high</source>
        <translation>高</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>緊急</translation>
    </message>
    <message>
        <source>no finding</source>
        <translation>検出なし</translation>
    </message>
    <message>
        <source>%1 (port %2)</source>
        <translation>%1 (ポート %2)</translation>
    </message>
    <message>
        <source>This link goes to %1, not to %2: &quot;%3&quot; before the &quot;@&quot; is only a user name (RFC 3986 §7.6).</source>
        <extracomment>%1 the real host, %2 the host name written in the userinfo</extracomment>
        <translation>このリンクの行き先は %2 ではなく %1 です: 「@」の前の「%3」はユーザー名にすぎません (RFC 3986 §7.6)。</translation>
    </message>
    <message>
        <source>This link goes to %1: &quot;%2&quot; before the &quot;@&quot; is only a user name (RFC 3986 §7.6).</source>
        <translation>このリンクの行き先は %1 です: 「@」の前の「%2」はユーザー名にすぎません (RFC 3986 §7.6)。</translation>
    </message>
    <message>
        <source>This link goes to %1.</source>
        <translation>このリンクの行き先は %1 です。</translation>
    </message>
    <message>
        <source>This %1 link goes to %2.</source>
        <translation>この %1 リンクの行き先は %2 です。</translation>
    </message>
    <message>
        <source>This %1 link names no host.</source>
        <translation>この %1 リンクはホストを指定していません。</translation>
    </message>
    <message>
        <source>This reference names no scheme and no host: where it goes depends on the base it is resolved against.</source>
        <translation>この参照はスキームもホストも指定していません: 行き先は、解決に使う基底 URI によって決まります。</translation>
    </message>
    <message>
        <source>It carries another URL (%1): %2.</source>
        <translation>別の URL を含んでいます (%1): %2。</translation>
    </message>
    <message numerus="yes">
        <source>%n more nested URL(s).</source>
        <translation>
            <numerusform>ほかに入れ子の URL が %n 個あります。</numerusform>
        </translation>
    </message>
    <message>
        <source>It is owned by %1.</source>
        <translation>所有者は %1 の登録者です。</translation>
    </message>
    <message>
        <source>The host is an IP address (%1).</source>
        <translation>ホストは IP アドレスです (%1)。</translation>
    </message>
    <message>
        <source>Unstable or opaque destination (shortener, dynamic DNS, tunnel, IPFS)</source>
        <translation>不安定または不透明な行き先 (短縮 URL、ダイナミック DNS、トンネル、IPFS)</translation>
    </message>
    <message>
        <source>Port of another protocol</source>
        <translation>別のプロトコルのポート</translation>
    </message>
    <message>
        <source>Encoded or raw line breaks and controls</source>
        <translation>エンコードされた、または生の改行・制御文字</translation>
    </message>
    <message>
        <source>Encoded delimiter inside a component</source>
        <translation>構成要素の中のエンコードされた区切り文字</translation>
    </message>
    <message>
        <source>NUL byte</source>
        <translation>NUL バイト</translation>
    </message>
    <message>
        <source>Dot-segment traversal, literal or encoded</source>
        <translation>ドットセグメントによるディレクトリ遡上 (そのまま、またはエンコード)</translation>
    </message>
    <message>
        <source>Multiple or malformed percent-encoding</source>
        <translation>多重の、または不正なパーセントエンコーディング</translation>
    </message>
    <message>
        <source>File-system special name</source>
        <translation>ファイルシステムの特殊名</translation>
    </message>
    <message>
        <source>IPv4 address in a rare format</source>
        <translation>まれな形式の IPv4 アドレス</translation>
    </message>
    <message>
        <source>Credentials in the userinfo</source>
        <translation>userinfo の中の認証情報</translation>
    </message>
    <message>
        <source>Secret in the query or fragment</source>
        <translation>クエリまたはフラグメントの中の秘密情報</translation>
    </message>
    <message>
        <source>Userinfo that looks like a host</source>
        <translation>ホストのように見える userinfo</translation>
    </message>
    <message>
        <source>The views disagree on scheme, host or port</source>
        <translation>ビューの間でスキーム、ホスト、ポートが食い違う</translation>
    </message>
    <message>
        <source>Backslash in a special-scheme URL</source>
        <translation>特別スキームの URL の中のバックスラッシュ</translation>
    </message>
    <message>
        <source>Tab, newline, or leading/trailing control or space</source>
        <translation>タブ、改行、または前後の制御文字・空白</translation>
    </message>
    <message>
        <source>Irregular slashes or a scheme-relative form</source>
        <translation>不規則なスラッシュ、またはスキーム相対形式</translation>
    </message>
    <message>
        <source>Several &quot;@&quot;, or &quot;@&quot; after &quot;?&quot; or &quot;#&quot;</source>
        <translation>複数の「@」、または「?」「#」の後の「@」</translation>
    </message>
    <message>
        <source>Port syntax anomaly</source>
        <translation>ポートの構文の異常</translation>
    </message>
    <message>
        <source>Percent-encoded host</source>
        <translation>パーセントエンコードされたホスト</translation>
    </message>
    <message>
        <source>Numeric host read differently by the views</source>
        <translation>ビューによって読み方が異なる数値のホスト</translation>
    </message>
    <message>
        <source>Scheme mixup</source>
        <translation>スキームの取り違え</translation>
    </message>
    <message>
        <source>IDNA processing differential</source>
        <translation>IDNA 処理の違い</translation>
    </message>
    <message>
        <source>Loopback address or name</source>
        <translation>ループバックのアドレスまたは名前</translation>
    </message>
    <message>
        <source>Unspecified or &quot;this network&quot; address</source>
        <translation>未指定または「このネットワーク」のアドレス</translation>
    </message>
    <message>
        <source>Private or shared address space</source>
        <translation>プライベートまたは共有のアドレス空間</translation>
    </message>
    <message>
        <source>Link-local address or cloud metadata endpoint</source>
        <translation>リンクローカルアドレス、またはクラウドのメタデータエンドポイント</translation>
    </message>
    <message>
        <source>IPv6 address that embeds an IPv4 address</source>
        <translation>IPv4 アドレスを埋め込んだ IPv6 アドレス</translation>
    </message>
    <message>
        <source>Other special-purpose address</source>
        <translation>その他の特殊用途アドレス</translation>
    </message>
    <message>
        <source>Name that only makes sense inside a network</source>
        <translation>ネットワーク内部でしか意味を持たない名前</translation>
    </message>
    <message>
        <source>Wildcard-DNS name that embeds an IP</source>
        <translation>IP を埋め込んだワイルドカード DNS の名前</translation>
    </message>
    <message>
        <source>Host is a public IP literal</source>
        <translation>ホストが公開 IP のリテラル</translation>
    </message>
    <message>
        <source>IPv6 zone identifier</source>
        <translation>IPv6 ゾーン識別子</translation>
    </message>
    <message>
        <source>Internationalized domain name, or an invalid A-label</source>
        <translation>国際化ドメイン名、または不正な A ラベル</translation>
    </message>
    <message>
        <source>Mixed-script label</source>
        <translation>複数の文字体系が混在するラベル</translation>
    </message>
    <message>
        <source>Whole-script confusable label</source>
        <translation>文字体系全体で紛らわしいラベル</translation>
    </message>
    <message>
        <source>Confusable with a protected domain</source>
        <translation>保護対象のドメインと紛らわしい</translation>
    </message>
    <message>
        <source>Character outside the identifier profile</source>
        <translation>識別子プロファイル外の文字</translation>
    </message>
    <message>
        <source>Mixed numbering systems or digit look-alikes</source>
        <translation>数字体系の混在、または数字に似た文字</translation>
    </message>
    <message>
        <source>Invisible or blank character</source>
        <translation>不可視または空白の文字</translation>
    </message>
    <message>
        <source>Bidi control or bidi-rule violation</source>
        <translation>双方向制御文字、または Bidi 規則違反</translation>
    </message>
    <message>
        <source>Delimiter look-alike</source>
        <translation>区切り文字に似た文字</translation>
    </message>
    <message>
        <source>Compatibility-mapped host</source>
        <translation>互換マッピングされたホスト</translation>
    </message>
    <message>
        <source>Combining-mark abuse</source>
        <translation>結合文字の悪用</translation>
    </message>
    <message>
        <source>Deceptive non-ASCII outside the host</source>
        <translation>ホスト以外にある紛らわしい非 ASCII 文字</translation>
    </message>
    <message>
        <source>Deviation character</source>
        <translation>逸脱文字 (deviation character)</translation>
    </message>
    <message>
        <source>Protected domain embedded in a subdomain</source>
        <translation>サブドメインに埋め込まれた保護対象のドメイン</translation>
    </message>
    <message>
        <source>Brand combined with a keyword</source>
        <translation>ブランド名とキーワードの組み合わせ</translation>
    </message>
    <message>
        <source>Hostname padding or depth</source>
        <translation>ホスト名の水増し、または深い階層</translation>
    </message>
    <message>
        <source>Owner is a tenant of a private suffix</source>
        <translation>所有者がプライベートサフィックスの利用者</translation>
    </message>
    <message>
        <source>Top-level domain that looks like a file extension</source>
        <translation>ファイル拡張子のように見えるトップレベルドメイン</translation>
    </message>
    <message>
        <source>Top-level domain missing from the PSL</source>
        <translation>PSL にないトップレベルドメイン</translation>
    </message>
    <message>
        <source>Nested URL in a parameter</source>
        <translation>パラメーターの中の入れ子の URL</translation>
    </message>
    <message>
        <source>Encoded nested URL</source>
        <translation>エンコードされた入れ子の URL</translation>
    </message>
    <message>
        <source>URL embedded in the path</source>
        <translation>パスに埋め込まれた URL</translation>
    </message>
    <message>
        <source>Open-redirect payload</source>
        <translation>オープンリダイレクトのペイロード</translation>
    </message>
    <message>
        <source>Script-capable scheme</source>
        <translation>スクリプトを実行できるスキーム</translation>
    </message>
    <message>
        <source>Other data: URL</source>
        <translation>その他の data: URL</translation>
    </message>
    <message>
        <source>Local resource or OS-handler scheme</source>
        <translation>ローカル資源または OS ハンドラのスキーム</translation>
    </message>
    <message>
        <source>SSRF-gadget scheme</source>
        <translation>SSRF に使われうるスキーム</translation>
    </message>
    <message>
        <source>Unknown or oddly written scheme</source>
        <translation>未知の、または書き方の変わったスキーム</translation>
    </message>
    <message>
        <source>Cleartext or mismatched transport</source>
        <translation>平文または不整合な通信路</translation>
    </message>
    <message>
        <source>Excessive URL length</source>
        <translation>過大な URL の長さ</translation>
    </message>
    <message>
        <source>DNS length or syntax limits</source>
        <translation>DNS の長さまたは構文の制限</translation>
    </message>
    <message>
        <source>Component anomaly (length, count, pollution)</source>
        <translation>構成要素の異常 (長さ、個数、汚染)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a check in the verdict line; %1 its title, %2 its id (&quot;A6&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>the last two of a list; %1 the others (or one), %2 the last</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>the verdict line; %1 the verdict (&quot;high&quot;), %2 the findings that set it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(raised from %1: the findings together weigh more)</source>
        <extracomment>after the verdict line; %1 the highest severity of the findings (&quot;medium&quot;), which a combination rule of the catalog&apos;s §3 raised</extracomment>
        <translation>（個々の所見は %1。組み合わさって重くなっています）</translation>
    </message>
    <message>
        <source>Its name, %1, reads as %2.</source>
        <extracomment>%1 the host in Unicode (UTS #46 ToUnicode), %2 the ASCII name it looks like (UTS #39 skeleton)</extracomment>
        <translation>その名前 %1 は %2 と読めます。</translation>
    </message>
    <message>
        <source>Its name reads as %1.</source>
        <extracomment>%1 the ASCII name the host looks like (UTS #39 skeleton)</extracomment>
        <translation>その名前は %1 と読めます。</translation>
    </message>
    <message>
        <source>Real URL libraries disagree on the host</source>
        <translation>実際の URL ライブラリの間でホストの読みが食い違う</translation>
    </message>
    <message>
        <source>To RFC 3986, this link goes to %1.</source>
        <extracomment>%1 the host and port RFC 3986 reads, where a browser goes nowhere</extracomment>
        <translation>RFC 3986 では、このリンクの行き先は %1 です。</translation>
    </message>
    <message>
        <source>It is a redirect wrapper (%1): it sends the browser on to %2.</source>
        <extracomment>%1 the wrapper&apos;s hosts (&quot;*.safelinks.protection.outlook.com&quot;), %2 the URL it leads to</extracomment>
        <translation>これはリダイレクトのラッパー (%1) で、ブラウザーを %2 へ送ります。</translation>
    </message>
    <message>
        <source>That URL goes to %1, not to %2: &quot;%3&quot; before its &quot;@&quot; is only a user name (RFC 3986 §7.6).</source>
        <extracomment>%1 where the nested URL goes, %2 the host name written in its userinfo, %3 its userinfo (decoded)</extracomment>
        <translation>その URL の行き先は %1 で、%2 ではありません。「@」の前の「%3」はユーザー名にすぎません (RFC 3986 §7.6)。</translation>
    </message>
    <message>
        <source>Downloads a file of a dangerous type</source>
        <translation>危険な種類のファイルのダウンロード</translation>
    </message>
    <message>
        <source>File name with a second, deceptive extension</source>
        <translation>欺瞞的な二つ目の拡張子を持つファイル名</translation>
    </message>
    <message>
        <source>Program named after a processor (IoT botnet)</source>
        <translation>プロセッサーにちなんだ名前のプログラム (IoT ボットネット)</translation>
    </message>
    <message>
        <source>Served by a public file or code hosting service</source>
        <translation>公開ファイル / コード ホスティング サービスからの配信</translation>
    </message>
    <message>
        <source>Named by a loaded blocklist</source>
        <translation>読み込んだブロックリストに載っています</translation>
    </message>
    <message>
        <source>The text shown for the link names another site</source>
        <translation>リンクに表示された文字列が別のサイトを示している</translation>
    </message>
    <message>
        <source>The text shows https:, the link goes over http:</source>
        <translation>表示は https: だがリンクは http: で接続する</translation>
    </message>
    <message>
        <source>The sender&apos;s name or reply address belongs to another owner</source>
        <translation>送信者の名前または返信先が別の所有者のもの</translation>
    </message>
    <message>
        <source>Form that asks for a password or posts elsewhere</source>
        <translation>パスワードを求める、または別のサイトへ送信するフォーム</translation>
    </message>
    <message>
        <source>Automatic redirect (meta refresh, script)</source>
        <translation>自動リダイレクト (meta refresh、スクリプト)</translation>
    </message>
    <message>
        <source>Link that arrives in a QR or other 2-D code</source>
        <translation>QR コードなどの 2 次元コードで届いたリンク</translation>
    </message>
    <message>
        <source>Link with nothing to see (no text, no image)</source>
        <translation>見える内容のないリンク (文字列も画像もない)</translation>
    </message>
</context>
<context>
    <name>uri::ui::SecurityViewsModel</name>
    <message>
        <source>(failure)</source>
        <translation>(失敗)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>スキーム</translation>
    </message>
    <message>
        <source>userinfo</source>
        <translation>userinfo</translation>
    </message>
    <message>
        <source>host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>path</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <source>fragment</source>
        <translation>フラグメント</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>異なる</translation>
    </message>
    <message>
        <source>RFC 3986 and a browser (the URL Standard) read this component differently.</source>
        <translation>RFC 3986 とブラウザー (URL 標準) では、この構成要素の読み方が異なります。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>構成要素</translation>
    </message>
    <message>
        <source>RFC 3986</source>
        <translation>RFC 3986</translation>
    </message>
    <message>
        <source>Browser (URL Standard)</source>
        <translation>ブラウザー (URL 標準)</translation>
    </message>
    <message>
        <source>Differs</source>
        <translation>相違</translation>
    </message>
    <message>
        <source>Parsers that split the authority at its first &quot;@&quot; read this component otherwise than RFC 3986.</source>
        <translation>authority を最初の「@」で分けるパーサーは、この構成要素を RFC 3986 とは違うように読みます。</translation>
    </message>
    <message>
        <source>How parsers that split the authority at its first &quot;@&quot; and read the host with inet_aton() read the link: libraries after RFC 2396, many filters and proxies (P1).</source>
        <translation>authority を最初の「@」で分け、ホストを inet_aton() で読むパーサーによる読み方です。RFC 2396 に従うライブラリや、多くのフィルターとプロキシがこう読みます (P1)。</translation>
    </message>
    <message>
        <source>First &quot;@&quot; (legacy)</source>
        <extracomment>the parsers that split the authority at its first &quot;@&quot; and read the host with inet_aton() (docs/security-checks.md, P1)</extracomment>
        <translation>最初の「@」(旧来)</translation>
    </message>
</context>
<context>
    <name>uri::ui::SpecComparisonModel</name>
    <message>
        <source>reference</source>
        <extracomment>the row every other one is compared with</extracomment>
        <translation>基準</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>異なる</translation>
    </message>
    <message>
        <source>same</source>
        <translation>同じ</translation>
    </message>
    <message>
        <source>Specification</source>
        <translation>仕様</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>From RFC 3986</source>
        <translation>RFC 3986 との比較</translation>
    </message>
</context>
<context>
    <name>uri::ui::SpecNames</name>
    <message>
        <source>RFC 3986 (non-strict)</source>
        <translation>RFC 3986 (非厳格)</translation>
    </message>
    <message>
        <source>WHATWG URL Standard</source>
        <translation>WHATWG URL 標準</translation>
    </message>
    <message>
        <source>RFC 3986 (2005), the current generic URI syntax.</source>
        <translation>RFC 3986 (2005 年)、現行の汎用 URI 構文。</translation>
    </message>
    <message>
        <source>RFC 3986 with the §5.2.2 loophole for &quot;http:g&quot; (the same syntax).</source>
        <translation>「http:g」に関する §5.2.2 の抜け道を認める RFC 3986 (構文は同じ)。</translation>
    </message>
    <message>
        <source>RFC 2396 (1998), the URI syntax before RFC 3986.</source>
        <translation>RFC 2396 (1998 年)、RFC 3986 以前の URI 構文。</translation>
    </message>
    <message>
        <source>draft-fielding-url-syntax-01 (1997), between RFC 1808 and RFC 2396.</source>
        <translation>draft-fielding-url-syntax-01 (1997 年)、RFC 1808 と RFC 2396 の間の草案。</translation>
    </message>
    <message>
        <source>RFC 1808 (1995), relative URLs.</source>
        <translation>RFC 1808 (1995 年)、相対 URL。</translation>
    </message>
    <message>
        <source>RFC 1630 (1994), URIs in the World-Wide Web.</source>
        <translation>RFC 1630 (1994 年)、WWW における URI。</translation>
    </message>
    <message>
        <source>The WHATWG URL Standard: what a browser does.</source>
        <translation>WHATWG URL 標準: ブラウザーの実際の動作。</translation>
    </message>
</context>
<context>
    <name>uri::ui::Tour</name>
    <message>
        <source>The parts of a URI (RFC 3986 §3)</source>
        <translation>URI の構成要素 (RFC 3986 §3)</translation>
    </message>
    <message>
        <source>RFC 3986 §3 draws this URI with a brace under each component: scheme, authority, path, query and fragment. The anatomy draws it the same way, with the host and the port under the authority. Click a brace, or a row of the Components pane: the same characters are marked in every view.</source>
        <translation>RFC 3986 §3 は、この URI を構成要素ごとに下に括弧を付けて図示しています: スキーム、オーソリティ、パス、クエリ、フラグメントです。構造図も同じように描き、オーソリティの下にホストとポートを示します。括弧か構成要素ペインの行をクリックすると、同じ文字がすべてのビューで選択されます。</translation>
    </message>
    <message>
        <source>Undefined is not empty (RFC 3986 §5.3)</source>
        <translation>未定義と空は違う (RFC 3986 §5.3)</translation>
    </message>
    <message>
        <source>In http://a/b? the &quot;?&quot; is there with nothing after it: the query is empty. Without the &quot;?&quot; (http://a/b) the query is undefined, and §5.3 writes the delimiter back only for a component that is defined. The Components pane says which is which: (empty) or (undefined). Try file:///x, whose authority is empty (§3.2), and &quot;#&quot; alone, an empty fragment.</source>
        <translation>http://a/b? では「?」があり、その後に何もありません。クエリは空です。「?」がなければ (http://a/b) クエリは未定義で、§5.3 は定義された構成要素にだけ区切り文字を書き戻します。構成要素ペインはどちらなのかを「(空)」と「(未定義)」で示します。オーソリティが空の file:///x (§3.2) と、空のフラグメントだけの「#」も試してください。</translation>
    </message>
    <message>
        <source>Resolving a reference, step by step (RFC 3986 §5.4)</source>
        <translation>参照の解決を一歩ずつ (RFC 3986 §5.4)</translation>
    </message>
    <message>
        <source>§5.4 resolves its examples against the base http://a/b/c/d;p?q. The reference ../../g is merged with the base path up to its last &quot;/&quot; (§5.2.3), and remove_dot_segments (§5.2.4) removes each &quot;..&quot; with the segment before it: the target is http://a/g. The Resolution pane replays the steps; Step shows the next one. Try g;x?y#s too.</source>
        <translation>§5.4 は例を基底 URI http://a/b/c/d;p?q に対して解決します。参照 ../../g は基底 URI のパスの最後の「/」までと併合され (§5.2.3)、remove_dot_segments (§5.2.4) が各「..」をその前のセグメントとともに取り除きます。結果は http://a/g です。参照解決ペインが手順を再生し、「ステップ」で次の手順を表示します。g;x?y#s も試してください。</translation>
    </message>
    <message>
        <source>The normalization ladder (RFC 3986 §6.2)</source>
        <translation>正規化のはしご (RFC 3986 §6.2)</translation>
    </message>
    <message>
        <source>Two URIs can differ in their characters and still identify the same resource. §6.2 compares them on a ladder: case (§6.2.2.1), percent-encoding (§6.2.2.2), dot segments (§6.2.2.3), then the scheme&apos;s own rules such as its default port (§6.2.3). The Normalize and Compare pane climbs it rung by rung, down to http://www.example.com/a/c/%7Bfoo%7D.</source>
        <translation>二つの URI は、文字が違っていても同じ資源を識別することがあります。§6.2 はそれらをはしごの段で比べます: 大文字と小文字 (§6.2.2.1)、パーセントエンコーディング (§6.2.2.2)、ドットセグメント (§6.2.2.3)、そして既定のポートのようなスキーム固有の規則 (§6.2.3) です。正規化と比較ペインは一段ずつ上り、http://www.example.com/a/c/%7Bfoo%7D に至ります。</translation>
    </message>
    <message>
        <source>A link that lies about its host (RFC 3986 §7.6)</source>
        <translation>ホストを偽るリンク (RFC 3986 §7.6)</translation>
    </message>
    <message>
        <source>§7.6 warns of this link. cnn.example.com&amp;story=breaking_news is not the host: everything before the &quot;@&quot; is the userinfo, and the host is 10.0.0.1. The anatomy hatches the userinfo and labels it &quot;NOT the host&quot;, and the Security pane says where the link really goes.</source>
        <translation>§7.6 はこのリンクに注意を促しています。cnn.example.com&amp;story=breaking_news はホストではありません。「@」より前はすべて userinfo で、ホストは 10.0.0.1 です。構造図は userinfo に斜線を引いて「ホストではない」と示し、セキュリティペインはリンクの本当の行き先を示します。</translation>
    </message>
    <message>
        <source>A browser reads a backslash as a slash (URL Standard)</source>
        <translation>ブラウザーはバックスラッシュをスラッシュと読む (URL 標準)</translation>
    </message>
    <message>
        <source>Browsers follow the WHATWG URL Standard, not RFC 3986. In a special URL such as https, the URL Standard reads &quot;\&quot; as &quot;/&quot;: here the browser goes to evil.example, while RFC 3986 reads &quot;evil.example\&quot; as userinfo and bank.example as the host. The Spec selector now says WHATWG URL Standard; the Security pane shows both readings side by side.</source>
        <translation>ブラウザーは RFC 3986 ではなく WHATWG URL 標準に従います。https のような特別な URL では、URL 標準は「\」を「/」と読みます。このためブラウザーは evil.example へ向かいますが、RFC 3986 は「evil.example\」を userinfo、bank.example をホストと読みます。仕様の選択は WHATWG URL 標準になりました。セキュリティペインは二つの読みを並べて示します。</translation>
    </message>
    <message>
        <source>Tour</source>
        <translation>ツアー</translation>
    </message>
    <message>
        <source>Stop %1 of %2</source>
        <extracomment>the tour&apos;s position, e.g. &quot;Stop 3 of 6&quot;</extracomment>
        <translation>%2 か所中 %1 か所目</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <extracomment>the trace of remove_dot_segments: show its next step, or again from the first</extracomment>
        <translation>ステップ(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>もう一度(&amp;R)</translation>
    </message>
    <message>
        <source>Try:</source>
        <extracomment>followed by inputs to click, e.g. &quot;Try: http://a/b, file:///x&quot;</extracomment>
        <translation>試す:</translation>
    </message>
    <message>
        <source>In the window:</source>
        <translation>ウィンドウでは:</translation>
    </message>
    <message>
        <source>URI:</source>
        <translation>URI:</translation>
    </message>
    <message>
        <source>Base:</source>
        <translation>基底 URI:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Spec:</source>
        <translation>仕様:</translation>
    </message>
    <message>
        <source>%1, tab %2</source>
        <extracomment>a pane and its tab, e.g. &quot;Resolution, tab remove_dot_segments&quot;</extracomment>
        <translation>%1、タブ「%2」</translation>
    </message>
    <message>
        <source>Pane:</source>
        <translation>ペイン:</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>終了(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>ツアーを終える(&amp;L)</translation>
    </message>
    <message>
        <source>Leave the tour (Esc): the input, base, spec and panes come back as they were</source>
        <translation>ツアーを離れます (Esc)。入力、基底 URI、仕様、ペインは元どおりに戻ります</translation>
    </message>
</context>
<context>
    <name>uri::ui::UriLineEdit</name>
    <message>
        <source>%1  for %2</source>
        <extracomment>A stand-in glyph of the input line and the code point it is shown for, e.g. &quot;(arrow) for U+202E&quot;.</extracomment>
        <translation>%1  は %2 の代替</translation>
    </message>
    <message>
        <source>Characters that could hide or reorder the text are shown as stand-ins; copying gives the real characters:</source>
        <translation>テキストを隠したり並べ替えたりしうる文字は代替記号で表示しています。コピーすると実際の文字が得られます:</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>ほか %1 個</translation>
    </message>
    <message>
        <source>The text also holds %1 (%2) itself, which looks like a stand-in here; the anatomy shows it as an escape.</source>
        <translation>テキストには %1 (%2) そのものも含まれており、ここでは代替記号と同じに見えます。構造図ではエスケープで表示されます。</translation>
    </message>
    <message>
        <source>Some characters are shown as stand-ins; hover over the line to see which.</source>
        <translation>一部の文字を代替記号で表示しています。どの文字かは入力欄にマウスを重ねると表示されます。</translation>
    </message>
</context>
<context>
    <name>uri::ui::WrapLabel</name>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
</context>
</TS>
