<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>uri::ui::AnatomyView</name>
    <message>
        <source>Type or paste a URI above, or choose one from the Examples menu.</source>
        <translation>上の欄に URI を入力または貼り付けるか、「例」メニューから選んでください。</translation>
    </message>
    <message>
        <source>This build cannot parse this specification yet; nothing is shown rather than a guess.</source>
        <translation>このビルドはこの仕様をまだ解析できません。推測で表示せず、何も表示しません。</translation>
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
        <translation>権限部 (authority) なし: この参照はホストを指定していません。</translation>
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
        <source>Use a dark palette (with the Fusion style).</source>
        <translation>ダークパレットを使います (Fusion スタイル)。</translation>
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
        <source>This build cannot parse %1 yet.</source>
        <translation>このビルドは %1 をまだ解析できません。</translation>
    </message>
    <message>
        <source>The analysis did not finish in time.</source>
        <translation>解析が時間内に終わりませんでした。</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;.</source>
        <translation>「%1」に書き込めません。</translation>
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
    <name>uri::ui::DiagnosticText</name>
    <message>
        <source>A scheme must begin with a letter: %1.</source>
        <translation>スキームは英字で始まらなければなりません: %1。</translation>
    </message>
    <message>
        <source>Only letters, digits, &quot;+&quot;, &quot;-&quot; and &quot;.&quot; may follow the first letter of a scheme: %1.</source>
        <translation>スキームの先頭文字の後に置けるのは英字・数字・「+」「-」「.」だけです: %1。</translation>
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
        <translation>スキームがなく、解決に使うベース URL もありません: %1。</translation>
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
        <translation>Windows のドライブ文字で始まる参照は、ベースのパスを捨てます: %1。</translation>
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
        <translation>RFC 3986 §1.1.2: 権限部 (authority) がなく、「@」はパスの中にある。</translation>
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
        <translation>RFC 1630: 部分形式の例のベース (「//」に注目)。</translation>
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
    <name>uri::ui::MainWindow</name>
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
    <message>
        <source>Not available in this build: the core cannot parse %1 yet.</source>
        <translation>このビルドでは使えません: コアはまだ %1 を解析できません。</translation>
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
        <source>Components</source>
        <translation>構成要素</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>診断</translation>
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
        <source>Not available in this build: the window cannot show %1 yet.</source>
        <translation>このビルドでは使えません: ウィンドウはまだ %1 を表示できません。</translation>
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
        <translation>権限部</translation>
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
        <translation>権限部: 「//」の後の userinfo、ホスト、ポート (RFC 3986 §3.2)。</translation>
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
</context>
</TS>
