#!/usr/bin/python3
"""Generate tests/data/documents/benign/benign.mbox: a deterministic corpus of
BENIGN, real-shaped mail used to keep the context checks (family "C") quiet.

Run:  /usr/bin/python3 tests/data/documents/benign/make_benign.py
Only the Python standard library is used; the random seed is fixed, so two
runs write byte-identical output.

Every message is shaped after a published pattern or a publicly observable
shape of real mail from that sender category.  Per template, the source or
observation it is modelled on ("search" = found with the project's document
search in this session; "known" = public documentation named from memory and
not re-checked in this session):

  mailchimp     Mailchimp click tracking rewrites links to
                <account>.usN.list-manage.com/track/click?u=..&id=..&e=..;
                bounces from mcsv.net / rsgsv.net, X-Mailer "MailChimp Mailer".
                https://mailchimp.com/help/about-click-tracking/ (known);
                ESP link rewriting in general: https://mailcoach.app/docs/self-hosted/v4/automations/tracking-clicks (search)
  sendgrid      "Click Tracking overrides all the links and URLs in your emails
                and points them to either SendGrid's servers or the domain with
                which you branded your link" -
                https://www.twilio.com/docs/sendgrid/api-reference/settings-tracking/update-click-tracking-settings (search);
                plain-text links are rewritten too: https://github.com/sendgrid/docs/issues/5611 (search).
                /ls/click?upn= links on uNNN.ct.sendgrid.net or urlNNN.<brand>.
  ses           Amazon SES open/click tracking via an SES-operated domain
                (awstrack.me) or a CustomRedirectDomain -
                https://docs.aws.amazon.com/ses/latest/APIReference/API_TrackingOptions.html (search);
                https://docs.aws.amazon.com/ses/latest/dg/configure-custom-open-click-domains.html (known).
  sfmc          Salesforce Marketing Cloud branded links click.e.<brand>/?qs=,
                view.e.<brand>, image.e.<brand>, bounce-..@bounce.e.<brand>
                (Sender Authentication Package; observation of real mail).
  hubspot       HubSpot tracked links *.hubspotlinks.com/Ctc/... and
                bounces *.hubspotemail.net (observation of real mail).
  klaviyo       Klaviyo click tracking ctrk.klclick.com; a MailScanner user
                report shows exactly this shape being flagged as a mismatch:
                https://github.com/MailScanner/v5/issues/700 (search).
  constantcontact  r20.rs6.net/tn.jsp?f=... tracking, ccsend.com sender
                domain (observation of real mail).
  mailgun       Mailgun tracking host email.<sending domain>/c/..., bounces
                bounce+..@<mg domain>; https://documentation.mailgun.com/docs/mailgun/user-manual/tracking-messages/ (known).
  braze         Braze email over SendGrid with branded link domain
                (ablink.<sub>.<brand>/ls/click?upn=); https://www.braze.com/docs/user_guide/message_building_by_channel/email/email_setup/ (known).
  iterable      links.<sub>.<brand>/a/click?_t=&_m=&_e= (observation).
  substack      substack.com/redirect/... links, From "<Author> from
                <Publication> <name@substack.com>" (observation).
  beehiiv       link.mail.beehiiv.com/ss/c/... links (observation).
  convertkit    click.convertkit-mail2.com/<id>/<id>/<base64url target>
                (observation).
  github        GitHub notification headers (From notifications@github.com,
                Cc reason addresses @noreply.github.com, List-Id
                OWNER/REPO <REPO.OWNER.github.com>, X-GitHub-Reason) -
                https://docs.github.com/en/subscriptions-and-notifications/reference/email-notification-headers (search).
  gitlab        GitLab notification headers X-GitLab-Project, List-Id,
                https://docs.gitlab.com/user/profile/notifications/ (known).
  jira          Jira Cloud notifications from jira@<site>.atlassian.net
                (observation).
  slack         Slack notification mail from notification@slack.com (observation).
  gcal          Google Calendar invitation: multipart/mixed with
                text/calendar METHOD:REQUEST (RFC 5545/5546) and HTML whose
                itemtype="http://schema.org/..." attributes trip naive
                "http link" rules: https://github.com/martinschaible/rspamd-rules/issues/81 (search).
  m365          Microsoft account security notifications from
                account-security-noreply@accountprotection.microsoft.com (observation).
  linkedin      LinkedIn notifications linkedin.com/comm/... (observation).
  zoom          Zoom meeting mail from no-reply@zoom.us (observation).
  drive         Google Drive share: From "<Name> (via Google Drive)
                <drive-shares-dm-noreply@google.com>", Reply-To the sharer at
                another domain (observation; a C3 Reply-To trap).
  dropbox       Dropbox share notifications from no-reply@dropbox.com (observation).
  stripe        Stripe receipts sent by stripe.com on behalf of a merchant,
                Reply-To the merchant: https://docs.stripe.com/receipts (known).
  paypal        PayPal receipts from service@paypal.com, links to paypal.com (observation).
  amazon        Amazon order/shipping mail, amazon.com/gp/r.html?...&U=
                redirect links, bounces.amazon.com (observation).
  apple         Apple receipts from no_reply@email.apple.com (observation).
  uber          Uber trip receipts (observation).
  airline       airline booking confirmations (Lufthansa/KLM style) (observation).
  mailman       Mailman list headers (RFC 2369 List-*, RFC 2919 List-Id),
                DMARC "From: X via list" munging with Reply-To the author;
                a real qemu-devel ham scored FREEMAIL_FORGED_REPLYTO and
                HTTPS_HTTP_MISMATCH (SpamAssassin report lines seen in public
                list archives, found by search).  https://www.rfc-editor.org/rfc/rfc2369 (known).
  googlegroups  "'Name' via Group <group@googlegroups.com>" with Reply-To the
                author; https://support.google.com/groups/ (known).
  pwreset       password-reset mail from the real service domain (observation).
  signin        sign-in / security alerts from accounts.google.com,
                github.com, microsoft.com (observation).
  surveymonkey, typeform, qualtrics   survey invitations (observation);
  gforms        Google Forms "include form in email" sends a real <form>
                posting to docs.google.com (no password field):
                https://support.google.com/docs/answer/2839588 (known).
  galerts       Google Alerts, links https://www.google.com/url?...&url=
                (observation).
  safelinks     Microsoft Defender for Office 365 Safe Links rewriting to
                *.safelinks.protection.outlook.com/?url=...&data=...&reserved=0,
                anchor text still shows the original URL -
                https://github.com/Cimbali/safelinks-cleanup (search),
                https://learn.microsoft.com/en-us/defender-office-365/safe-links-about (known).
  proofpoint    Proofpoint URL Defense v2/v3 rewriting
                (urldefense.proofpoint.com/v2/url?u=... and
                urldefense.com/v3/__URL__;!!...$):
                https://help.proofpoint.com/Threat_Insight_Dashboard/Concepts/How_do_I_decode_a_rewritten_URL%3F (search),
                https://help.constantedge.com/support/solutions/articles/44002784237-understanding-proofpoint-url-defense-url-rewriting- (search).
  Outlook VML   "bulletproof button" <v:roundrect href=...> inside
                <!--[if mso]> comments: https://buttons.cm/ (known).
  List-Unsubscribe-Post  RFC 8058 one-click: https://www.rfc-editor.org/rfc/rfc8058 (known).
  mbox          mboxo per RFC 4155: https://www.rfc-editor.org/rfc/rfc4155 (known).

All signatures, tokens and IDs are random fakes.  Recipients use the reserved
example.org / example.com / example.net domains.  No message is phishing.
"""

import base64
import datetime
import email.utils
import os
import quopri
import random
import struct
import zlib
from email.header import Header
from urllib.parse import quote

SEED = 20261203
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "benign.mbox")

ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
URLSAFE = ALNUM + "-_"


# --------------------------------------------------------------------------
# small random helpers
def hexs(n):
    return "".join(R.choice("0123456789abcdef") for _ in range(n))


def tok(n, alphabet=URLSAFE):
    return "".join(R.choice(alphabet) for _ in range(n))


def b64(n):
    return tok(n, ALNUM + "+/")


def pick(seq):
    return R.choice(seq)


FIRST = ["Anna", "Ben", "Chloe", "David", "Emma", "Felix", "Grace", "Hiro", "Isabel",
         "Jonas", "Kenji", "Lena", "Mateo", "Nora", "Oliver", "Priya", "Quentin",
         "Rosa", "Sven", "Tomoko", "Uwe", "Valentina", "Wei", "Yusuf", "Zoe",
         "Jürgen", "Müge", "Søren", "José", "Zoë"]
LAST = ["Adams", "Becker", "Chen", "Dubois", "Evans", "Fischer", "García", "Hansen",
        "Ito", "Jensen", "Kowalski", "Lopez", "Müller", "Nakamura", "Okafor",
        "Patel", "Quinn", "Rossi", "Schmidt", "Tanaka", "Ueda", "Vogel", "Weber",
        "Yamamoto", "Zimmermann"]
JP_NAMES = ["山田 太郎", "佐藤 花子", "鈴木 一郎", "高橋 美咲", "田中 健"]
RECIPIENTS = ["alex@example.org", "sam.taylor@example.com", "j.doe@example.net",
              "kim@example.org", "rpatel@example.com", "m.weber@example.net"]


def person():
    return "%s %s" % (pick(FIRST), pick(LAST))


def ascii_slug(s):
    t = (s.replace("ü", "ue").replace("ö", "oe").replace("ä", "ae").replace("ß", "ss")
         .replace("é", "e").replace("í", "i").replace("ø", "o").replace("ë", "e")
         .replace("ğ", "g"))
    return "".join(c for c in t.lower() if c.isalnum() or c in ".-")


_T0 = datetime.datetime(2025, 3, 3, 7, 12, 5, tzinfo=datetime.timezone.utc)
_clock = [0]


def next_date():
    _clock[0] += R.randint(900, 9000)
    t = _T0 + datetime.timedelta(seconds=_clock[0])
    off = pick([0, 1, 2, -4, -5, -7, 9])
    tz = datetime.timezone(datetime.timedelta(hours=off))
    return t.astimezone(tz)


# --------------------------------------------------------------------------
# header helpers
def enc_addr(name, addr, charset="utf-8"):
    if not name:
        return "<%s>" % addr
    return email.utils.formataddr((name, addr), charset=charset)


def enc_text(s, charset="utf-8"):
    try:
        s.encode("ascii")
        return s
    except UnicodeEncodeError:
        return Header(s, charset, maxlinelen=76).encode()


def dkim(d, s):
    sig = b64(R.choice([172, 216, 344]))
    folded = "\n\t ".join(sig[i:i + 70] for i in range(0, len(sig), 70))
    return ("v=1; a=rsa-sha256; c=relaxed/relaxed; d=%s;\n\ts=%s; t=%d;\n"
            "\th=From:To:Subject:Date:Message-ID:MIME-Version:List-Unsubscribe;\n"
            "\tbh=%s=;\n\tb=%s=" % (d, s, 1741000000 + R.randint(0, 9000000), b64(43), folded))


def authres(dkim_ds, mailfrom_dom, from_dom, dmarc="pass"):
    parts = ["mx.example.org"]
    for d in dkim_ds:
        parts.append("dkim=pass header.i=@%s header.s=%s header.b=%s" % (d, pick(["s1", "k1", "selector1", "200608", "pf2023"]), tok(8)))
    parts.append("spf=pass (example.org: domain of %s designates %d.%d.%d.%d as permitted sender) smtp.mailfrom=%s"
                 % (mailfrom_dom, R.randint(3, 220), R.randint(0, 255), R.randint(0, 255), R.randint(1, 254), mailfrom_dom))
    parts.append("dmarc=%s (p=%s sp=%s dis=NONE) header.from=%s" % (dmarc, pick(["REJECT", "QUARANTINE", "NONE"]), pick(["REJECT", "NONE"]), from_dom))
    return ";\n       ".join(parts)


def msgid(dom):
    return "<%s.%s@%s>" % (hexs(20), hexs(8), dom)


# --------------------------------------------------------------------------
# MIME helpers; a part is (header_text, body_text)
def leaf(ctype, text, charset="utf-8", cte="quoted-printable", extra=""):
    if ctype.startswith("text/"):
        err = "xmlcharrefreplace" if ctype == "text/html" else "replace"
        data = text.replace("\r\n", "\n").encode(charset, errors=err)
        ct = 'Content-Type: %s; charset="%s"' % (ctype, charset)
    else:
        data = text if isinstance(text, bytes) else text.encode("ascii")
        ct = "Content-Type: %s" % ctype
    if cte == "7bit" and (max(data) > 127 if data else False):
        cte = "quoted-printable"          # 7bit must stay 7bit
    if cte == "quoted-printable":
        body = quopri.encodestring(data).decode("ascii")
    elif cte == "base64":
        body = base64.encodebytes(data).decode("ascii")
    else:
        body = data.decode("ascii")
    if not body.endswith("\n"):
        body += "\n"
    hdr = "%s\nContent-Transfer-Encoding: %s\n%s" % (ct, cte, extra)
    return hdr, body


def boundary(style):
    if style == "mc":
        return "_----------=_MCPart_%d" % R.randint(10 ** 9, 10 ** 10)
    if style == "sg":
        return hexs(64)
    if style == "java":
        return "----=_Part_%d_%d.%d" % (R.randint(1, 9999999), R.randint(1, 999999999), R.randint(10 ** 12, 10 ** 13))
    if style == "google":
        return "000000000000%s" % hexs(16)
    if style == "ms":
        return "_000_%s_" % tok(40, ALNUM)
    return "=_%s" % tok(24, ALNUM)


def multipart(sub, parts, style="x", params=""):
    b = boundary(style)
    hdr = 'Content-Type: multipart/%s;%s\n boundary="%s"\n' % (sub, params, b)
    body = ["This is a multi-part message in MIME format.\n\n"] if R.random() < 0.4 else []
    for h, bd in parts:
        body.append("--%s\n%s\n%s" % (b, h, bd))
    body.append("--%s--\n" % b)
    return hdr, "".join(body)


def tiny_png(rgb):
    w = h = 8
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))

    def chunk(t, d):
        c = struct.pack(">I", len(d)) + t + d
        return c + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def finish(headers, part):
    h = "".join("%s: %s\n" % (k, v) for k, v in headers if v is not None)
    return h + "MIME-Version: 1.0\n" + part[0] + "\n" + part[1]


def html_and_text(text, html, charset="utf-8", cte_text=None, cte_html=None, style="x", logo=None):
    cte_text = cte_text or pick(["quoted-printable", "quoted-printable", "base64", "7bit"])
    cte_html = cte_html or pick(["quoted-printable", "quoted-printable", "quoted-printable", "base64"])
    if cte_text == "7bit":
        try:
            text.encode("ascii")
            if max(len(line) for line in text.split("\n")) > 900:
                cte_text = "quoted-printable"
        except UnicodeEncodeError:
            cte_text = "quoted-printable"
    tp = leaf("text/plain", text, charset, cte_text)
    hp = leaf("text/html", html, charset, cte_html)
    if logo:
        cid = "logo_%s@%s" % (hexs(8), logo[0])
        html2 = html.replace("{{LOGO}}", "cid:" + cid)
        hp = leaf("text/html", html2, charset, cte_html)
        img = leaf("image/png", tiny_png(logo[1]), cte="base64",
                   extra='Content-ID: <%s>\nContent-Disposition: inline; filename="logo.png"\n' % cid)
        hp = multipart("related", [hp, img], style, ' type="text/html";')
    return multipart("alternative", [tp, hp], style)


# --------------------------------------------------------------------------
# HTML building blocks
def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def vml_button(href, label, color):
    return ('<!--[if mso]>\n<v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" '
            'xmlns:w="urn:schemas-microsoft-com:office:word" href="%s" '
            'style="height:44px;v-text-anchor:middle;width:240px;" arcsize="8%%" stroke="f" fillcolor="%s">\n'
            '<w:anchorlock/><center style="color:#ffffff;font-family:Arial,sans-serif;font-size:16px;font-weight:bold;">%s</center>\n'
            '</v:roundrect>\n<![endif]-->\n<!--[if !mso]><!-- -->'
            '<a href="%s" target="_blank" style="background-color:%s;border-radius:4px;color:#ffffff;display:inline-block;'
            'font-family:Arial,sans-serif;font-size:16px;font-weight:bold;line-height:44px;text-align:center;'
            'text-decoration:none;width:240px;-webkit-text-size-adjust:none;">%s</a>\n<!--<![endif]-->'
            % (href, color, esc(label), href, color, esc(label)))


def button(href, label, color, vml=False):
    if vml:
        return vml_button(href, label, color)
    return ('<table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr>'
            '<td align="center" bgcolor="%s" style="border-radius:4px;">'
            '<a href="%s" target="_blank" style="display:inline-block;padding:12px 28px;font-family:Helvetica,Arial,sans-serif;'
            'font-size:16px;color:#ffffff;text-decoration:none;font-weight:bold;">%s</a></td></tr></table>'
            % (color, href, esc(label)))


SOCIAL = [("Facebook", "https://www.facebook.com/%s"), ("Instagram", "https://www.instagram.com/%s/"),
          ("X", "https://x.com/%s"), ("LinkedIn", "https://www.linkedin.com/company/%s"),
          ("YouTube", "https://www.youtube.com/@%s"), ("TikTok", "https://www.tiktok.com/@%s")]


def page(title, preheader, inner, bg="#f4f4f4", lang="en"):
    return ("<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\">\n"
            '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" lang="%s">\n'
            '<head>\n<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1.0">\n<title>%s</title>\n'
            '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->\n'
            '<style type="text/css">body{margin:0;padding:0;} table,td{border-collapse:collapse;} img{border:0;outline:none;}'
            ' @media only screen and (max-width:600px){.wrap{width:100%% !important;}}</style>\n</head>\n'
            '<body style="margin:0;padding:0;background-color:%s;">\n'
            '<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">%s&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>\n'
            '<table role="presentation" width="100%%" border="0" cellspacing="0" cellpadding="0" bgcolor="%s"><tr><td align="center">\n'
            '<table class="wrap" role="presentation" width="600" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff">\n%s\n'
            '</table>\n</td></tr></table>\n</body>\n</html>\n' % (lang, esc(title), bg, esc(preheader), bg, inner))


def row(html, pad="24px 32px", align="left"):
    return '<tr><td align="%s" style="padding:%s;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#333333;">%s</td></tr>' % (align, pad, html)


PRODUCTS = ["Merino crew sweater", "Trail running shoes", "Ceramic pour-over set", "Linen duvet cover",
            "Cast iron skillet", "Wireless earbuds", "Organic cold brew", "Waterproof shell jacket",
            "Hand-thrown mug", "Bamboo cutting board", "Yoga mat", "Leather card wallet"]
TOPICS = ["spring collection", "community meetup", "product update", "quarterly report", "new features",
          "season sale", "recipe of the week", "travel guide", "webinar recap", "release notes"]
DE_TOPICS = ["Frühjahrskollektion", "Neuigkeiten aus der Werkstatt", "Sommer-Sale", "Rezepte der Woche"]
JA_TOPICS = ["春の新商品のお知らせ", "週末限定セール", "今月のおすすめ", "会員様限定キャンペーン"]


class Brand:
    def __init__(self, name, domain, color, lang="en", charset="utf-8", handle=None):
        self.name, self.domain, self.color, self.lang, self.charset = name, domain, color, lang, charset
        self.handle = handle or ascii_slug(name).replace(".", "").replace("-", "")
        self.www = "https://www.%s" % domain


BRANDS = [
    Brand("Northwind Outfitters", "northwindoutfitters.com", "#1e5631"),
    Brand("Bluebird Coffee Roasters", "bluebirdcoffee.com", "#2a4d8f"),
    Brand("Juniper & Oak", "juniperandoak.com", "#6b4226"),
    Brand("Harbor Books", "harborbooks.com", "#8c1c13"),
    Brand("Kessler Fahrräder", "kessler-fahrraeder.de", "#d35400", "de", "iso-8859-1", "kesslerbikes"),
    Brand("Gärtnerei Sonnenhof", "sonnenhof-gaertnerei.de", "#2e7d32", "de", "windows-1252", "sonnenhof"),
    Brand("Sakura Tea House", "sakura-tea.co.jp", "#c2185b", "ja", "utf-8", "sakuratea"),
    Brand("Alpine Gear Co.", "alpinegear.co", "#37474f"),
    Brand("Lumen Labs", "lumenlabs.io", "#6a1b9a"),
    Brand("Riverside Yoga Studio", "riversideyoga.com", "#00897b"),
    Brand("Copper Kettle Kitchen", "copperkettlekitchen.com", "#bf360c"),
    Brand("Fjord Home", "fjordhome.eu", "#455a64"),
]


def texts_for(b):
    if b.lang == "de":
        return dict(topic=pick(DE_TOPICS), hello="Hallo %s," % pick(FIRST), shop="Jetzt entdecken",
                    view="Im Browser ansehen", unsub="Abmelden", prefs="Einstellungen ändern",
                    privacy="Datenschutz", imprint="Impressum",
                    para="Unsere neue Auswahl ist da: handverlesen, fair produziert und ab sofort im Shop. Viel Spaß beim Stöbern!",
                    why="Sie erhalten diese E-Mail, weil Sie sich für unseren Newsletter angemeldet haben.")
    if b.lang == "ja":
        return dict(topic=pick(JA_TOPICS), hello="%s 様" % pick(JP_NAMES), shop="今すぐチェック",
                    view="ブラウザで表示", unsub="配信停止", prefs="配信設定の変更", privacy="プライバシーポリシー",
                    imprint="会社概要",
                    para="いつもご利用いただきありがとうございます。新しい季節の商品をご用意しました。ぜひご覧ください。",
                    why="このメールはメールマガジンにご登録いただいた方にお送りしています。")
    return dict(topic=pick(TOPICS), hello="Hi %s," % pick(FIRST), shop=pick(["Shop now", "Shop the collection", "Read more", "Learn more", "See what's new"]),
                view="View this email in your browser", unsub="Unsubscribe", prefs="Update your preferences",
                privacy="Privacy Policy", imprint="Contact us",
                para="We've been busy. Here is what's new this %s, picked by our team. Free shipping on orders over $%d."
                % (pick(["week", "month", "season"]), pick([35, 50, 75])),
                why="You are receiving this email because you opted in via our website.")


def newsletter(b, wrap, view_url, unsub_url, prefs_url, vml=False, shown_url=True, shown_https_over_http=False,
               logo_cid=False, n_products=3):
    t = texts_for(b)
    rows = []
    rows.append(row('<a href="%s" style="color:#888888;font-size:12px;">%s</a>' % (view_url, t["view"]), "10px 32px", "center"))
    logo_src = "{{LOGO}}" if logo_cid else "https://%s/logo.png" % ("img." + b.domain)
    rows.append(row('<a href="%s"><img src="%s" width="180" alt="%s" style="display:block;"></a>'
                    % (wrap(b.www + "/?utm_source=newsletter&utm_medium=email"), logo_src, esc(b.name)), "20px 32px", "center"))
    rows.append(row("<h1 style=\"margin:0;font-size:26px;color:%s;\">%s</h1><p>%s</p><p>%s</p>"
                    % (b.color, esc(t["topic"].title() if b.lang == "en" else t["topic"]), esc(t["hello"]), esc(t["para"]))))
    prods = R.sample(PRODUCTS, n_products)
    cells = []
    for p in prods:
        slug = ascii_slug(p.replace(" ", "-"))
        u = wrap("%s/products/%s?utm_source=newsletter&utm_campaign=%s" % (b.www, slug, hexs(6)))
        cells.append('<td width="33%%" valign="top" style="padding:8px;"><a href="%s"><img src="https://img.%s/p/%s.jpg" width="160" alt="%s" style="display:block;"></a>'
                     '<p style="margin:6px 0;"><a href="%s" style="color:#333333;text-decoration:none;">%s</a><br>$%d.00</p></td>'
                     % (u, b.domain, slug, esc(p), u, esc(p), R.randint(12, 240)))
    rows.append('<tr><td><table role="presentation" width="100%%"><tr>%s</tr></table></td></tr>' % "".join(cells))
    rows.append(row(button(wrap(b.www + "/collections/new?utm_medium=email"), t["shop"], b.color, vml), "16px 32px 24px", "center"))
    if shown_url:
        shown = "https://www." + b.domain if shown_https_over_http else "www." + b.domain
        rows.append(row('Visit us at <a href="%s" style="color:%s;">%s</a>' % (wrap(b.www + "/"), b.color, shown), "0 32px 16px", "center"))
    soc = R.sample(SOCIAL, R.randint(2, 4))
    rows.append(row(" ".join('<a href="%s"><img src="https://img.%s/social/%s.png" width="28" height="28" alt="%s"></a>'
                             % (wrap(u % b.handle), b.domain, n.lower(), n) for n, u in soc), "8px 32px", "center"))
    rows.append(row('<p style="font-size:12px;color:#888888;">%s<br>%s, %s<br>'
                    '<a href="%s" style="color:#888888;">%s</a> | <a href="%s" style="color:#888888;">%s</a> | '
                    '<a href="%s" style="color:#888888;">%s</a></p>'
                    % (esc(t["why"]), esc(b.name), pick(["123 Main St, Portland, OR 97205", "Hauptstr. 12, 10115 Berlin", "1-2-3 Shibuya, Tokyo", "45 Harbour Rd, Bristol BS1 5TT"]),
                       unsub_url, t["unsub"], prefs_url, t["prefs"], wrap(b.www + "/privacy"), t["privacy"]), "16px 32px", "center"))
    html = page(t["topic"], t["para"][:80], "\n".join(rows), lang=b.lang)
    text = ("%s\n\n%s\n\n%s\n\n%s\n\n%s: %s\n\n" % (t["view"], view_url, t["hello"], t["para"], t["shop"], wrap(b.www + "/collections/new"))
            + "\n".join("%s: %s" % (p, wrap(b.www + "/products/" + ascii_slug(p.replace(" ", "-")))) for p in prods)
            + "\n\n--\n%s\n%s: %s\n%s: %s\n" % (b.name, t["unsub"], unsub_url, t["prefs"], prefs_url))
    return t["topic"], text, html


def esp_headers(from_name, from_addr, subject, rp, dkims, mailfrom_dom, lu, extra=(), reply_to=None, to=None, charset="utf-8"):
    from_dom = from_addr.split("@")[1]
    h = [("Return-Path", "<%s>" % rp),
         ("Authentication-Results", authres(dkims, mailfrom_dom, from_dom))]
    for d in dkims:
        h.append(("DKIM-Signature", dkim(d, pick(["s1", "k1", "k2", "s2", "selector1", "scph0523"]))))
    h += [("From", enc_addr(from_name, from_addr, charset)),
          ("Reply-To", reply_to),
          ("To", to or "<%s>" % pick(RECIPIENTS)),
          ("Subject", enc_text(subject, charset)),
          ("Date", email.utils.format_datetime(next_date())),
          ("Message-ID", msgid(mailfrom_dom)),
          ("List-Unsubscribe", lu),
          ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click" if lu and "https" in lu else None)]
    h += list(extra)
    return h


# --------------------------------------------------------------------------
# ESP newsletter templates
def t_mailchimp():
    b = pick(BRANDS)
    dc = "us%d" % R.randint(1, 21)
    u, e, cid = hexs(25), hexs(10), hexs(10)
    acct = b.handle[:12]

    def wrap(url):
        return "https://%s.%s.list-manage.com/track/click?u=%s&id=%s&e=%s" % (acct, dc, u, hexs(10), e)
    view = "https://mailchi.mp/%s/%s?e=%s" % (hexs(12), ascii_slug(b.name.split()[0]), e)
    unsub = "https://%s.%s.list-manage.com/unsubscribe?u=%s&id=%s&e=%s&c=%s" % (acct, dc, u, hexs(10), e, cid)
    prefs = "https://%s.%s.list-manage.com/profile?u=%s&id=%s&e=%s&c=%s" % (acct, dc, u, hexs(10), e, cid)
    topic, text, html = newsletter(b, wrap, view, unsub, prefs, vml=R.random() < 0.3, logo_cid=R.random() < 0.2)
    mc = "%s.%s" % (R.randint(100, 999), hexs(6))
    rp = "bounce-mc.%s_%d.%d-%s=example.org@mail%d.%s%d.%s" % (dc, R.randint(10 ** 6, 10 ** 8), R.randint(10 ** 5, 10 ** 7), hexs(10), R.randint(1, 250),
                                                                pick(["atl", "sea", "suw"]), R.randint(11, 191), pick(["mcsv.net", "rsgsv.net", "mcdlv.net"]))
    lu = "<https://%s.%s.list-manage.com/unsubscribe?u=%s&id=%s&e=%s&c=%s>, <mailto:unsubscribe-mc.%s_%s@%s.list-manage.com?subject=unsubscribe>" % (acct, dc, u, hexs(10), e, cid, dc, mc, dc)
    part = html_and_text(text, html, b.charset, style="mc", logo=(b.domain, (30, 86, 49)) if "{{LOGO}}" in html else None)
    return "mailchimp", finish(esp_headers(b.name, "hello@" + b.domain, topic if b.lang != "en" else "%s: %s" % (b.name, topic.title()),
                                           rp, [b.domain, "mailchimpapp.net"], rp.split("@")[1], lu,
                                           [("X-Mailer", "MailChimp Mailer - **%s**" % cid.upper()), ("X-Campaign", "mailchimp%s.%s" % (u, cid)),
                                            ("X-campaignid", "mailchimp%s.%s" % (u, cid)), ("X-Report-Abuse", "Please report abuse for this campaign here: https://mailchimp.com/contact/abuse/?u=%s&id=%s&e=%s" % (u, cid, e)),
                                            ("X-MC-User", u), ("Feedback-ID", "%d:%d.%d:%s:mailchimpapp" % (R.randint(10 ** 6, 10 ** 7), R.randint(10 ** 6, 10 ** 7), R.randint(10 ** 5, 10 ** 6), dc)),
                                            ("Precedence", "bulk")], charset=b.charset), part)


def t_sendgrid():
    b = pick(BRANDS)
    branded = R.random() < 0.5
    scheme = "http" if R.random() < 0.4 else "https"   # SendGrid links are http unless SSL click tracking is on
    num = R.randint(1000, 99999999)
    host = "url%d.%s" % (R.randint(100, 9999), b.domain) if branded else "u%d.ct.sendgrid.net" % num

    def wrap(url):
        return "%s://%s/ls/click?upn=%s" % (scheme, host, tok(R.randint(140, 260)))
    view = wrap(b.www + "/email/view/" + hexs(12))
    unsub = "%s://%s/wf/unsubscribe?upn=%s" % (scheme, host, tok(180))
    prefs = wrap(b.www + "/account/email-preferences")
    topic, text, html = newsletter(b, wrap, view, unsub, prefs, vml=R.random() < 0.2,
                                   shown_https_over_http=(scheme == "http" and R.random() < 0.7))
    html = html.replace("</body>", '<img src="%s://%s/wf/open?upn=%s" alt="" width="1" height="1" border="0" style="height:1px !important;width:1px !important;border-width:0 !important;margin:0;padding:0;" /></body>' % (scheme, host, tok(200)))
    em = "em%d.%s" % (R.randint(100, 9999), b.domain)
    rp = "bounces+%d-%s-%s=example.org@%s" % (num, hexs(4), pick(["alex", "sam.taylor", "kim"]), em if branded else "sendgrid.net")
    lu = "<mailto:unsubscribe@%s?subject=unsubscribe>, <%s>" % (em, unsub.replace("http://", "https://"))
    part = html_and_text(text, html, b.charset, style="sg")
    return "sendgrid", finish(esp_headers(b.name, pick(["news", "hello", "team", "info"]) + "@" + b.domain, topic, rp, [b.domain, "sendgrid.info"],
                                          rp.split("@")[1], lu, [("X-SG-EID", tok(120, ALNUM + "+/") + "=="), ("X-SG-ID", tok(80, ALNUM + "+/") + "=="),
                                                                 ("X-Entity-ID", tok(22, ALNUM + "/") + "==")], charset=b.charset), part)


def t_ses():
    b = pick(BRANDS)
    custom = R.random() < 0.3
    sesid = "0100018%s-%s-%s-%s-%s-000000" % (hexs(9), hexs(8), hexs(4), hexs(4), hexs(12))

    def wrap(url):
        if custom:
            return "https://track.%s/CL0/%s/1/%s/%s=%d" % (b.domain, quote(url, safe=":"), sesid, tok(43, ALNUM + "/+")[:43], R.randint(300, 420))
        return "https://%s.r.us-east-1.awstrack.me/L0/%s/1/%s/%s=%d" % (tok(8, ALNUM.lower()), quote(url, safe=":"), sesid, tok(43, ALNUM + "+")[:43], R.randint(300, 420))
    unsub = "https://%s/email/unsubscribe?token=%s" % ("app." + b.domain, tok(40))
    topic, text, html = newsletter(b, wrap, wrap(b.www + "/newsletter/" + hexs(8)), wrap(unsub), wrap(b.www + "/settings/notifications"))
    rp = "%s@amazonses.com" % sesid if not custom else "%s@mail.%s" % (sesid, b.domain)
    lu = "<%s>, <mailto:unsubscribe@%s?subject=%s>" % (unsub, b.domain, hexs(16))
    part = html_and_text(text, html, b.charset, style="java")
    return "ses", finish(esp_headers(b.name, "no-reply@" + b.domain, topic, rp, [b.domain, "amazonses.com"], rp.split("@")[1], lu,
                                     [("Feedback-ID", "::1.us-east-1.%s=:AmazonSES" % tok(43, ALNUM + "/+")),
                                      ("X-SES-Outgoing", "2025.%02d.%02d-54.240.%d.%d" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 40), R.randint(1, 250)))], charset=b.charset), part)


SFMC_BRANDS = [Brand("Patagonia-style Outdoor", "trailheadoutdoor.com", "#0b3d91"),
               Brand("Metro Air", "metroair.com", "#00205b"),
               Brand("Crescent Bank", "crescentbank.com", "#004b87"),
               Brand("Vista Hotels", "vistahotels.com", "#7a1f2b"),
               Brand("Nordlicht Reisen", "nordlicht-reisen.de", "#003366", "de", "iso-8859-1", "nordlicht")]


def t_sfmc():
    b = pick(SFMC_BRANDS)
    sub = pick(["e", "em", "email", "e2"])
    scheme = "http" if R.random() < 0.35 else "https"

    def wrap(url):
        return "%s://click.%s.%s/?qs=%s" % (scheme, sub, b.domain, hexs(R.choice([128, 160, 192])))
    view = "%s://view.%s.%s/?qs=%s" % (scheme, sub, b.domain, hexs(160))
    unsub = "https://cloud.%s.%s/unsubscribe?qs=%s" % (sub, b.domain, hexs(96))
    topic, text, html = newsletter(b, wrap, view, unsub, wrap(b.www + "/preferences"), vml=R.random() < 0.5,
                                   shown_https_over_http=(scheme == "http"))
    html = html.replace("https://img.%s/" % b.domain, "https://image.%s.%s/lib/%s/m/1/" % (sub, b.domain, hexs(20)))
    html = html.replace("</body>", '<custom name="opencounter" type="tracking"><img src="%s://click.%s.%s/open.aspx?ffcb10-%s" width="1" height="1"></body>' % (scheme, sub, b.domain, hexs(60)))
    rp = "bounce-%d_HTML-%d-%d-%d-%d@bounce.%s.%s" % (R.randint(10, 99), R.randint(10 ** 8, 10 ** 9), R.randint(10 ** 5, 10 ** 6), R.randint(10 ** 6, 10 ** 7), R.randint(10, 999), sub, b.domain)
    lu = "<mailto:leave-%s@leave.%s.%s>, <%s>" % (hexs(40), sub, b.domain, unsub)
    part = html_and_text(text, html, b.charset, style="java")
    return "sfmc", finish(esp_headers(b.name, "%s@%s.%s" % (pick(["news", "offers", "reply"]), sub, b.domain), topic, rp, ["%s.%s" % (sub, b.domain), "s7.exacttarget.com"],
                                      "bounce.%s.%s" % (sub, b.domain), lu, [("X-SFMC-Stack", str(R.randint(1, 11))), ("x-job", "%d_%d" % (R.randint(10 ** 6, 10 ** 7), R.randint(10 ** 5, 10 ** 6))),
                                                                             ("X-CSA-Complaints", "csa-complaints@eco.de")],
                                      reply_to=enc_addr(b.name, "reply@%s.%s" % (sub, b.domain), b.charset), charset=b.charset), part)


def t_hubspot():
    b = pick(BRANDS[:4] + BRANDS[7:])
    host = "%s.na1.hubspotlinks.com" % tok(8, "abcdefghijklmnopqrstuvwxyz0123456789")

    def wrap(url):
        return "https://%s/Ctc/%s+113/%s/%s" % (host, pick(["L2", "DM", "5H", "OS"]), tok(8), tok(R.randint(90, 160), ALNUM + "-"))
    unsub = "https://%s/hs/manage-preferences/unsubscribe?languagePreference=en&d=%s&v=3&utm_campaign=%s" % (host, tok(60), tok(10))
    topic, text, html = newsletter(b, wrap, wrap(b.www + "/blog/" + hexs(6)), unsub, wrap(b.www + "/hs/manage-preferences"), vml=R.random() < 0.3)
    rp = "%d-%s@bf%02d.hubspotemail.net" % (R.randint(10 ** 8, 10 ** 9), hexs(32), R.randint(1, 99))
    lu = "<%s>, <mailto:%d-%s@bf%02d.hubspotemail.net?subject=unsubscribe>" % (unsub, R.randint(10 ** 7, 10 ** 8), hexs(16), R.randint(1, 99))
    part = html_and_text(text, html, b.charset, style="java")
    return "hubspot", finish(esp_headers(pick(FIRST) + " from " + b.name, pick(["marketing", "hello", "news"]) + "@" + b.domain, topic, rp, [b.domain, "hubspotemail.net"],
                                         rp.split("@")[1], lu, [("X-HubSpot-Email-Id", str(R.randint(10 ** 10, 10 ** 11))),
                                                                ("X-Report-Abuse-To", "abuse@hubspot.com")], charset=b.charset), part)


def t_klaviyo():
    b = pick(BRANDS)
    host = pick(["ctrk.klclick.com", "ctrk.klclick1.com", "ctrk.klclick2.com", "trk.klclick3.com"])

    def wrap(url):
        return "https://%s/ls/click?upn=%s" % (host, tok(R.randint(160, 300)))
    unsub = "https://manage.kmail-lists.com/subscriptions/unsubscribe?a=%s&c=%s&k=%s&m=%s&r=%s" % (tok(6), tok(26, ALNUM.upper()), hexs(32), tok(26), tok(30))
    topic, text, html = newsletter(b, wrap, wrap("https://www.klaviyo.com/email/web-version"), unsub, wrap("https://manage.kmail-lists.com/subscriptions/web/" + tok(12)), vml=R.random() < 0.2,
                                   logo_cid=R.random() < 0.5)
    rp = "bounce-%s@send.%s" % (hexs(24), b.domain) if R.random() < 0.6 else "%s@klaviyomail.com" % hexs(32)
    lu = "<%s>, <mailto:unsubscribe+%s@unsubscribe.klaviyomail.com>" % (unsub, tok(30, ALNUM.lower()))
    part = html_and_text(text, html, b.charset, style="sg", logo=(b.domain, (194, 24, 91)) if "{{LOGO}}" in html else None)
    return "klaviyo", finish(esp_headers(b.name, pick(["hello", "shop", "team"]) + "@" + b.domain, "%s %s" % (pick(["🌿", "✨", "", "☕", ""]), topic), rp,
                                         [b.domain, "klaviyomail.com"], rp.split("@")[1], lu, [("X-Kmail-Relay", "klaviyo"), ("X-Kmail-Account", tok(6))], charset="utf-8"), part)


def t_constantcontact():
    b = pick(BRANDS[:4] + BRANDS[9:])
    scheme = "http" if R.random() < 0.5 else "https"

    def wrap(url):
        return "%s://r20.rs6.net/tn.jsp?f=001%s&c=%s&ch=%s" % (scheme, tok(R.randint(120, 220)), tok(56), tok(56))
    unsub = "https://visitor.constantcontact.com/do?p=un&m=001%s&se=001%s&t=001%s&llr=%s" % (tok(30), tok(60), tok(22), tok(10))
    topic, text, html = newsletter(b, wrap, "https://myemail.constantcontact.com/%s.html?soid=%d&aid=%s" % (ascii_slug(topic_slug()), R.randint(10 ** 12, 10 ** 13), tok(11)),
                                   unsub, "https://visitor.constantcontact.com/do?p=oo&m=001%s" % tok(40), shown_https_over_http=(scheme == "http"))
    local = b.handle[:20]
    rp = "bounce-%d@in.constantcontact.com" % R.randint(10 ** 9, 10 ** 10) if R.random() < 0.5 else "reply-%s@ccsend.com" % hexs(20)
    lu = "<mailto:%s@ccsend.com?subject=unsubscribe>, <%s>" % (tok(40, ALNUM.lower()), unsub)
    part = html_and_text(text, html, b.charset, style="java")
    return "constantcontact", finish(esp_headers(b.name, "%s@ccsend.com" % local, topic, rp, ["ccsend.com", "auth.ccsend.com"], rp.split("@")[1], lu,
                                                 [("X-Roving-Id", "%d.%d" % (R.randint(10 ** 9, 10 ** 10), R.randint(10 ** 6, 10 ** 7))),
                                                  ("X-Feedback-ID", "%s:%s:ccsend" % (tok(11), tok(11)))],
                                                 reply_to=enc_addr(b.name, "info@" + b.domain, b.charset), charset=b.charset), part)


def topic_slug():
    return pick(TOPICS).replace(" ", "-")


def t_mailgun():
    b = pick(BRANDS)
    mgdom = pick(["mg.", "mail.", "m."]) + b.domain
    scheme = "http" if R.random() < 0.5 else "https"   # Mailgun tracking is http unless HTTPS tracking is enabled

    def wrap(url):
        return "%s://email.%s/c/%s" % (scheme, mgdom, tok(R.randint(150, 260)))
    unsub = "%s://email.%s/u/%s" % (scheme, mgdom, tok(120))
    topic, text, html = newsletter(b, wrap, wrap(b.www + "/newsletter/latest"), unsub, wrap(b.www + "/account/notifications"),
                                   shown_https_over_http=(scheme == "http" and R.random() < 0.5))
    html = html.replace("</body>", '<img width="1px" height="1px" alt="" src="%s://email.%s/o/%s"></body>' % (scheme, mgdom, tok(140)))
    rp = "bounce+%s.%s-%s=example.org@%s" % (hexs(6), hexs(6), pick(["alex", "kim", "j.doe"]), mgdom)
    lu = "<mailto:u+%s@%s>, <%s>" % (tok(60, ALNUM.lower()), mgdom, unsub.replace("http://", "https://"))
    part = html_and_text(text, html, b.charset, style="x")
    return "mailgun", finish(esp_headers(b.name, "newsletter@" + b.domain, topic, rp, [mgdom, "mailgun.org"], mgdom, lu,
                                         [("X-Mailgun-Sid", tok(60, ALNUM + "=")), ("X-Mailgun-Tag", pick(["newsletter", "digest", "promo"])),
                                          ("Sender", "newsletter=%s@%s" % (b.domain, mgdom))], charset=b.charset), part)


APP_BRANDS = [Brand("Streamly", "streamly.tv", "#e50914"), Brand("Fitbuddy", "fitbuddy.app", "#ff5722"),
              Brand("Wandr", "wandr.travel", "#0097a7"), Brand("Pennywise Budget", "pennywise.money", "#388e3c")]


def t_braze():
    b = pick(APP_BRANDS)
    sub = pick(["e", "mail", "email"])

    def wrap(url):
        return "https://ablink.%s.%s/ls/click?upn=%s" % (sub, b.domain, tok(R.randint(150, 240)))
    unsub = "https://ablink.%s.%s/wf/unsubscribe?upn=%s" % (sub, b.domain, tok(150))
    topic, text, html = newsletter(b, wrap, wrap(b.www + "/inbox"), unsub, wrap(b.www + "/settings/email"), n_products=R.choice([2, 3]))
    rp = "bounces+%d-%s-user=example.org@%s.%s" % (R.randint(10 ** 6, 10 ** 7), hexs(4), sub, b.domain)
    lu = "<mailto:unsubscribe@%s.%s?subject=unsubscribe>, <%s>" % (sub, b.domain, unsub)
    part = html_and_text(text, html, b.charset, style="sg")
    return "braze", finish(esp_headers(b.name, "hello@%s.%s" % (sub, b.domain), "%s, %s" % (pick(FIRST), pick(["your weekly picks are here", "we saved you a seat", "new this week"])),
                                       rp, ["%s.%s" % (sub, b.domain), "sendgrid.info"], "%s.%s" % (sub, b.domain), lu,
                                       [("X-Braze-Campaign", hexs(24)), ("X-SG-EID", tok(100, ALNUM + "+/") + "==")]), part)


def t_iterable():
    b = pick(APP_BRANDS)
    sub = pick(["e", "m", "info"])

    def wrap(url):
        return "https://links.%s.%s/a/click?_t=%s&_m=%s&_e=%s" % (sub, b.domain, hexs(32), hexs(32), tok(R.randint(80, 140)))
    unsub = "https://links.%s.%s/e/encryptedUnsubscribe?_r=%s&_s=%s&_t=%s" % (sub, b.domain, hexs(32), hexs(32), tok(60))
    topic, text, html = newsletter(b, wrap, wrap("https://links.%s.%s/e/evib?_t=%s" % (sub, b.domain, hexs(32))), unsub, wrap(b.www + "/preferences"))
    rp = "%s@bounces.%s.%s" % (hexs(40), sub, b.domain)
    lu = "<%s>, <mailto:unsubscribe-%s@%s.%s>" % (unsub, hexs(24), sub, b.domain)
    part = html_and_text(text, html, b.charset, style="java")
    return "iterable", finish(esp_headers(b.name, "team@%s.%s" % (sub, b.domain), topic.title(), rp, ["%s.%s" % (sub, b.domain), "iterable.com"], "bounces.%s.%s" % (sub, b.domain), lu,
                                          [("X-Iterable-Campaign", str(R.randint(10 ** 6, 10 ** 7)))]), part)


PUBS = [("The Margin Note", "marginnote", "Clara Hughes"), ("Build in Public Weekly", "buildinpublic", "Devon Park"),
        ("Tokyo Dispatch", "tokyodispatch", "Aiko Mori"), ("Brot & Butter", "brotundbutter", "Jürgen Vogel"),
        ("Signal Over Noise", "signalnoise", "Marcus Bell")]


def essay_text():
    s = ["I've been thinking about this for weeks.", "Here is what I learned.", "The short version: it depends.",
         "Three readers wrote in with the same question.", "Let's start with the numbers.",
         "From the archive: a piece I wrote two years ago still holds up.", "This one is long; grab a coffee."]
    return " ".join(R.sample(s, 4))


def t_substack():
    title, slug, author = pick(PUBS)
    postslug = "%s-%s" % (pick(["notes", "on", "why", "the"]), pick(["slow-mornings", "pricing", "remote-work", "tokyo-trains", "sourdough", "shipping"]))

    def wrap(url):
        return "https://substack.com/redirect/%s-%s-%s-%s-%s?j=%s" % (hexs(8), hexs(4), hexs(4), hexs(4), hexs(12), tok(R.randint(100, 160)))
    post = "https://%s.substack.com/p/%s" % (slug, postslug)
    body = essay_text()
    unsub = "https://%s.substack.com/action/disable_email?token=%s" % (slug, tok(180))
    html = page(title, body[:90],
                row('<a href="%s" style="color:#757575;font-size:12px;">View in browser</a>' % wrap(post + "?utm_source=email"), "8px 24px", "center") +
                row('<h1 style="font-size:28px;"><a href="%s" style="color:#111;text-decoration:none;">%s</a></h1><p style="color:#777;">%s &middot; %s</p>'
                    % (wrap(post), postslug.replace("-", " ").title(), esc(author), next_date().strftime("%b %d"))) +
                row("<p>%s</p><p>%s</p><p>Further reading: <a href=\"%s\">%s</a></p>" % (body, essay_text(), wrap("https://en.wikipedia.org/wiki/" + pick(["Sourdough", "Tokyo", "Remote_work", "Pricing"])),
                                                                                       "https://en.wikipedia.org/wiki/...")) +
                row(button(wrap(post + "/comments"), "Leave a comment", "#ff6719") + "<br>" + button(wrap("https://%s.substack.com/subscribe?utm_medium=email" % slug), "Upgrade to paid", "#ff6719")) +
                row('<p style="font-size:12px;color:#777;text-align:center;">&copy; 2025 %s<br>548 Market Street PMB 72296, San Francisco, CA 94104<br>'
                    '<a href="%s">Unsubscribe</a></p><p style="text-align:center;"><a href="%s"><img src="https://substackcdn.com/image/fetch/publish-button.png" alt="Get the app" width="135"></a> '
                    '<a href="%s"><img src="https://substackcdn.com/image/fetch/start-writing.png" alt="Start writing" width="135"></a></p>' % (esc(author), unsub, wrap("https://substack.com/app"), wrap("https://substack.com/signup?utm_source=substack"))))
    text = "View this post on the web at %s\n\n%s\n\n%s\n\nUnsubscribe %s\n" % (post, body, essay_text(), unsub)
    rp = "bounce-%s@mg-d1.substack.com" % hexs(24)
    lu = "<%s>, <mailto:%s+unsubscribe@substack.com>" % (unsub, tok(30, ALNUM.lower()))
    part = html_and_text(text, html, "utf-8", style="x")
    return "substack", finish(esp_headers("%s from %s" % (author, title), "%s@substack.com" % slug, postslug.replace("-", " ").capitalize(),
                                          rp, ["substack.com", "mg-d1.substack.com"], "mg-d1.substack.com", lu,
                                          [("List-Id", "<%s.substack.com>" % slug), ("X-Mailgun-Tag", "post"), ("Precedence", "bulk"),
                                           ("List-URL", "<https://%s.substack.com/>" % slug)],
                                          reply_to=enc_addr("%s from %s" % (author, title), "reply+%s@substack.com" % tok(40, ALNUM.lower()))), part)


def t_beehiiv():
    title, slug, author = pick(PUBS)

    def wrap(url):
        return "https://link.mail.beehiiv.com/ss/c/u001.%s/4%s/%s/h%d/%s" % (tok(R.randint(150, 220)), hexs(2), tok(24), R.randint(1, 40), tok(43))
    web = "https://%s.beehiiv.com/p/%s" % (slug, topic_slug())
    unsub = "https://%s.beehiiv.com/subscribe/unsubscribe?token=%s" % (slug, tok(40))
    sponsors = pick(["Notion", "Linear", "Raycast", "Framer"])
    html = page(title, "Today's issue", row('<a href="%s">Read Online</a> | <a href="%s">Sign Up</a>' % (wrap(web), wrap("https://%s.beehiiv.com/subscribe" % slug)), "8px", "center") +
                row("<p>%s</p><p><b>Together with %s</b> &mdash; <a href=\"%s\">Try it free</a></p><p>%s</p>" % (essay_text(), sponsors, wrap("https://www.%s.com/?utm_source=%s" % (sponsors.lower(), slug)), essay_text())) +
                row('<p style="font-size:12px;text-align:center;"><a href="%s">Update your email preferences or unsubscribe here</a><br>&copy; 2025 %s</p>'
                    '<p style="text-align:center;"><a href="%s"><img src="https://media.beehiiv.com/static_assets/powered_by_beehiiv.png" alt="beehiiv logo" width="120"></a></p>'
                    % (wrap(unsub), esc(title), wrap("https://www.beehiiv.com/?utm_source=%s&utm_medium=referral" % slug))))
    text = "Read online: %s\n\n%s\n\nTogether with %s: %s\n\nUnsubscribe: %s\n" % (web, essay_text(), sponsors, "https://www.%s.com/" % sponsors.lower(), unsub)
    rp = "bounces+%d-%s-user=example.org@mail.beehiiv.com" % (R.randint(10 ** 6, 10 ** 7), hexs(4))
    lu = "<%s>, <mailto:unsubscribe@mail.beehiiv.com?subject=%s>" % (unsub, tok(20))
    part = html_and_text(text, html, "utf-8", style="sg")
    return "beehiiv", finish(esp_headers(title, "%s@mail.beehiiv.com" % slug, "%s #%d" % (title, R.randint(20, 300)), rp, ["mail.beehiiv.com"], "mail.beehiiv.com", lu,
                                         [("X-Beehiiv-Ids", hexs(32))], reply_to="<%s@%s>" % (slug, pick(["gmail.com", "beehiiv.com", slug + ".com"]))), part)


def t_convertkit():
    title, slug, author = pick(PUBS)

    def wrap(url):
        return "https://click.convertkit-mail2.com/%s/%s/%s" % (tok(12, ALNUM.lower() + "0123456789"), tok(20, ALNUM.lower()), base64.urlsafe_b64encode(url.encode()).decode().rstrip("="))
    site = "https://%s.com" % slug
    unsub = "https://unsubscribe.convertkit-mail2.com/%s" % tok(24, ALNUM.lower())
    html = page(title, essay_text()[:60], row("<p>Hey friend,</p><p>%s</p><p><a href=\"%s\">%s/blog/%s</a></p><p>%s</p><p>&mdash; %s</p>"
                                               % (essay_text(), wrap(site + "/blog/" + topic_slug()), site, topic_slug(), essay_text(), esc(author))) +
                row('<p style="font-size:12px;color:#999;">PO Box %d, Portland OR 97208<br><a href="%s">Unsubscribe</a> &middot; <a href="%s">Update your profile</a></p>'
                    % (R.randint(100, 9999), unsub, "https://preferences.convertkit-mail2.com/%s" % tok(24, ALNUM.lower()))))
    text = "Hey friend,\n\n%s\n\n%s\n\n-- %s\n\nUnsubscribe: %s\n" % (essay_text(), wrap(site + "/blog/"), author, unsub)
    rp = "bounce-%s@%s.convertkit-mail2.com" % (hexs(24), pick(["mx1", "mx2", "bounce"]))
    lu = "<%s>, <mailto:unsubscribe-%s@convertkit-mail2.com>" % (unsub, hexs(16))
    part = html_and_text(text, html, "utf-8", style="x")
    return "convertkit", finish(esp_headers(author, "%s@%s.com" % (pick(["hello", "newsletter"]), slug), pick(["A quick thought on ", "Re: ", "Notes: "]) + topic_slug().replace("-", " "),
                                            rp, ["%s.com" % slug, "convertkit-mail2.com"], rp.split("@")[1], lu, [("X-Kit-Broadcast", str(R.randint(10 ** 6, 10 ** 7)))]), part)


# --------------------------------------------------------------------------
# service notifications
REPOS = [("torvalds", "linux"), ("qt", "qtbase"), ("python", "cpython"), ("rust-lang", "rust"), ("kde", "okular"),
         ("mozilla", "pdf.js"), ("zxing-cpp", "zxing-cpp"), ("acme-corp", "uri-inspector"), ("grain-lang", "grain")]


def notif(domain, text, html, style="x", charset="utf-8"):
    return html_and_text(text, html, charset, style=style, cte_text=pick(["quoted-printable", "7bit"]))


def t_github():
    owner, repo = pick(REPOS)
    n = R.randint(10, 9999)
    kind = pick(["issues", "pull"])
    actor = ascii_slug(pick(FIRST)) + str(R.randint(1, 99))
    reason = pick(["mention", "subscribed", "review_requested", "comment", "author", "assign", "state_change"])
    url = "https://github.com/%s/%s/%s/%d" % (owner, repo, kind, n)
    ctitle = pick(["Crash when opening mbox with CRLF", "Fix QR decoding of inverted codes", "Add support for RFC 2047 in display names",
                   "Build fails with Qt 6.8", "Docs: clarify quoted-printable handling", "Bump actions/checkout from 3 to 4"])
    comment = pick(["I can reproduce this on Debian 12 with the attached file.", "LGTM, thanks! One nit below.",
                    "Could you add a test for the soft line break case?", "Closing as fixed in #%d." % R.randint(10, 9999),
                    "This looks related to https://github.com/%s/%s/issues/%d" % (owner, repo, R.randint(10, 9999))])
    unsub = "https://github.com/notifications/unsubscribe-auth/%s" % tok(44, ALNUM.upper() + "0123456789")
    html = ('<p></p>\n<p>%s</p>\n<p style="font-size:small;-webkit-text-size-adjust:none;color:#666;">&mdash;<br />Reply to this email directly, '
            '<a href="%s#issuecomment-%d">view it on GitHub</a>, or <a href="%s">unsubscribe</a>.<br />You are receiving this because you %s.'
            '<img src="https://github.com/notifications/beacon/%s.gif" height="1" width="1" alt="" /></p>\n'
            '<script type="application/ld+json">[{"@context":"http://schema.org","@type":"EmailMessage","potentialAction":{"@type":"ViewAction","target":"%s","url":"%s","name":"View %s"},'
            '"description":"View this %s on GitHub","publisher":{"@type":"Organization","name":"GitHub","url":"https://github.com"}}]</script>\n'
            % (esc(comment),
               url, R.randint(10 ** 9, 10 ** 10), unsub, {"mention": "were mentioned", "subscribed": "are subscribed to this thread", "review_requested": "were requested to review",
                                                            "comment": "commented", "author": "authored the thread", "assign": "were assigned",
                                                            "state_change": "modified the open/close state"}[reason],
               tok(44, ALNUM.upper()), url, url, "Issue" if kind == "issues" else "Pull Request", "Issue" if kind == "issues" else "Pull Request"))
    text = "%s\n\n-- \nReply to this email directly or view it on GitHub:\n%s#issuecomment-%d\nYou are receiving this because you %s.\n\nMessage ID: <%s/%s/%s/%d/c%d@github.com>\n" % (
        comment, url, R.randint(10 ** 9, 10 ** 10), reason.replace("_", " "), owner, repo, kind, n, R.randint(10 ** 9, 10 ** 10))
    h = [("Return-Path", "<noreply@github.com>"),
         ("Authentication-Results", authres(["github.com"], "github.com", "github.com")),
         ("DKIM-Signature", dkim("github.com", "pf2023")),
         ("From", enc_addr(actor, "notifications@github.com")),
         ("Reply-To", "%s/%s <reply+%s@reply.github.com>" % (owner, repo, tok(60, ALNUM.upper() + "0123456789"))),
         ("To", "%s/%s <%s@noreply.github.com>" % (owner, repo, repo)),
         ("Cc", "Subscribed <subscribed@noreply.github.com>, %s <%s@noreply.github.com>" % (reason.title().replace("_", " "), reason)),
         ("Subject", None),
         ("Date", email.utils.format_datetime(next_date())),
         ("Message-ID", "<%s/%s/%s/%d/c%d@github.com>" % (owner, repo, kind, n, R.randint(10 ** 9, 10 ** 10))),
         ("In-Reply-To", "<%s/%s/%s/%d@github.com>" % (owner, repo, kind, n)),
         ("References", "<%s/%s/%s/%d@github.com>" % (owner, repo, kind, n)),
         ("List-ID", "%s/%s <%s.%s.github.com>" % (owner, repo, repo, owner)),
         ("List-Archive", "https://github.com/%s/%s" % (owner, repo)),
         ("List-Post", "<mailto:reply+%s@reply.github.com>" % tok(60, ALNUM.upper())),
         ("List-Unsubscribe", "<mailto:unsub+%s@reply.github.com>, <%s>" % (tok(60, ALNUM.upper()), unsub)),
         ("X-GitHub-Sender", actor), ("X-GitHub-Recipient", "alex-example"), ("X-GitHub-Reason", reason),
         ("X-GitHub-Recipient-Address", "alex@example.org"), ("X-Auto-Response-Suppress", "All"),
         ("Precedence", "list")]
    h[7] = ("Subject", "Re: [%s/%s] %s (%s#%d)" % (owner, repo, ctitle, "PR " if kind == "pull" else "Issue ", n))
    return "github", finish(h, notif("github.com", text, html, "x"))


def t_gitlab():
    proj = pick(["gitlab-org/gitlab", "inkscape/inkscape", "fdroid/fdroidclient", "gnome/gtk", "acme/platform/api"])
    host = "gitlab.com" if R.random() < 0.7 else pick(["gitlab.gnome.org", "invent.kde.org", "gitlab.freedesktop.org"])
    iid = R.randint(10, 99999)
    kind = pick(["issues", "merge_requests"])
    url = "https://%s/%s/-/%s/%d" % (host, proj, kind, iid)
    who = person()
    note = pick(["Pipeline passed, merging.", "Thanks, I rebased on main.", "Can we get a review from the security team?",
                 "The CI job `test:unit` failed, see the log.", "Approved. :thumbsup:"])
    html = page("GitLab", note, row('<p><b>%s</b> commented:</p><p>%s</p><p><a href="%s#note_%d">View it on GitLab</a>.</p>'
                                    '<p style="font-size:12px;color:#666;">You\'re receiving this email because of your account on %s. '
                                    '<a href="https://%s/-/sent_notifications/%s/unsubscribe">Unsubscribe</a> from this thread &middot; '
                                    '<a href="https://%s/-/profile/notifications">Manage all notifications</a> &middot; <a href="https://%s/help">Help</a></p>'
                                    % (esc(who), esc(note), url, R.randint(10 ** 8, 10 ** 9), host, host, hexs(32), host, host)))
    text = "%s commented:\n\n%s\n\n-- \nReply to this email directly or view it on GitLab: %s\nYou're receiving this email because of your account on %s.\n" % (who, note, url, host)
    fromdom = "gitlab.com" if host == "gitlab.com" else host
    h = [("Return-Path", "<bounce+%s=alex=example.org@mg.%s>" % (hexs(6), fromdom)),
         ("Authentication-Results", authres(["gitlab.com" if host == "gitlab.com" else host], "mg." + fromdom, fromdom)),
         ("DKIM-Signature", dkim(fromdom, "mailo")),
         ("From", enc_addr(who, "gitlab@mg.%s" % fromdom)),
         ("Reply-To", enc_addr("GitLab", "incoming+%s-%d-issue-%d@incoming.%s" % (ascii_slug(proj.replace("/", "-")), R.randint(10 ** 6, 10 ** 7), iid, fromdom))),
         ("To", "<alex@example.org>"), ("Subject", "Re: %s | %s (#%d)" % (proj.split("/")[-1], pick(["Fix flaky test", "Upgrade to Ruby 3.3", "Dark mode toggle"]), iid)),
         ("Date", email.utils.format_datetime(next_date())), ("Message-ID", msgid(host)),
         ("List-Id", "%s | %s <%d.%s>" % (proj.split("/")[-1], proj, R.randint(10 ** 6, 10 ** 7), host)),
         ("List-Unsubscribe", "<https://%s/-/sent_notifications/%s/unsubscribe>, <mailto:incoming+%s-unsubscribe@incoming.%s>" % (host, hexs(32), hexs(32), fromdom)),
         ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"),
         ("X-GitLab-Project", proj.split("/")[-1]), ("X-GitLab-Project-Path", proj), ("X-GitLab-NotificationReason", pick(["mentioned", "participating", "own_activity"])),
         ("X-Auto-Response-Suppress", "All")]
    return "gitlab", finish(h, notif(host, text, html))


def t_jira():
    site = pick(["acme", "northwind", "lumenlabs", "fjordhome", "kessler"])
    key = pick(["PLAT", "OPS", "WEB", "SEC", "APP"])
    n = R.randint(10, 9999)
    who = person()
    summ = pick(["Login page times out on Safari", "Rotate TLS certificates", "Quarterly access review", "Migrate CI to new runners", "Typo on pricing page"])
    url = "https://%s.atlassian.net/browse/%s-%d?atlOrigin=%s" % (site, key, n, tok(60, ALNUM))
    html = page(summ, summ, row('<p><b>%s</b> %s</p><h2 style="margin:4px 0;"><a href="%s">%s-%d</a> %s</h2><p>Status: <b>%s</b></p>'
                                % (esc(who), pick(["changed the status", "commented on", "assigned to you", "mentioned you on"]), url, key, n, esc(summ), pick(["In Progress", "Done", "To Do", "In Review"])) +
                                row(button(url, "View issue", "#0052cc", vml=R.random() < 0.5)) +
                                row('<p style="font-size:12px;color:#6b778c;">Get Jira notifications on your phone! Download the Jira Cloud app for '
                                    '<a href="https://play.google.com/store/apps/details?id=com.atlassian.android.jira.core">Android</a> or '
                                    '<a href="https://apps.apple.com/app/jira-cloud-by-atlassian/id1006972087">iOS</a>.<br>'
                                    '<a href="https://%s.atlassian.net/jira/settings/personal/notifications">Manage notifications</a> &bull; '
                                    '<a href="https://www.atlassian.com/legal/privacy-policy">Privacy policy</a></p>' % site)))
    text = "%s %s %s-%d: %s\n\n%s\n\nManage notifications: https://%s.atlassian.net/jira/settings/personal/notifications\n" % (who, "updated", key, n, summ, url, site)
    h = [("Return-Path", "<bounces+%s@%s.atlassian.net>" % (tok(20, ALNUM.lower()), site)),
         ("Authentication-Results", authres(["%s.atlassian.net" % site, "atlassian.net"], "%s.atlassian.net" % site, "%s.atlassian.net" % site)),
         ("DKIM-Signature", dkim("atlassian.net", "google")),
         ("From", enc_addr("%s (Jira)" % who, "jira@%s.atlassian.net" % site)),
         ("Reply-To", None), ("To", "<alex@example.org>"),
         ("Subject", "[JIRA] (%s-%d) %s" % (key, n, summ)), ("Date", email.utils.format_datetime(next_date())),
         ("Message-ID", "<JIRA.%d.%d@Atlassian.JIRA>" % (R.randint(10 ** 5, 10 ** 6), R.randint(10 ** 12, 10 ** 13))),
         ("Auto-Submitted", "auto-generated"), ("X-JIRA-FingerPrint", hexs(32)), ("Precedence", "bulk")]
    return "jira", finish(h, notif("atlassian.net", text, html, "java"))


def t_slack():
    ws = pick(["acme-eng", "northwind", "rust-community", "kde-devs", "lumenlabs"])
    who = person()
    ch = pick(["general", "dev", "random", "incident-42", "design"])
    msg = pick(["Can someone review my PR before standup?", "Deploy finished :rocket:", "Lunch at 12:30?", "The staging DB is back up."])
    url = "https://%s.slack.com/archives/C%s/p%d" % (ws, tok(10, ALNUM.upper()), R.randint(10 ** 15, 10 ** 16))
    html = page("Slack", msg, row('<p>You have a new %s from <b>%s</b> in <b>#%s</b>:</p><blockquote>%s</blockquote>' % (pick(["mention", "direct message", "reply"]), esc(who), ch, esc(msg))) +
                row(button("https://slack.com/app_redirect?channel=C%s&team=T%s" % (tok(10, ALNUM.upper()), tok(10, ALNUM.upper())), "Open Slack", "#4a154b") +
                    '<p><a href="%s">View in browser</a></p>' % url) +
                row('<p style="font-size:12px;color:#696969;">&copy;2025 Slack Technologies, LLC, a Salesforce company. 415 Mission Street, 3rd Floor, San Francisco, CA 94105<br>'
                    '<a href="https://%s.slack.com/account/notifications">Change notification settings</a> | <a href="https://slack.com/help">Help center</a> | '
                    '<a href="https://slack.com/legal">Privacy</a></p>' % ws))
    text = "You have a new message from %s in #%s:\n\n%s\n\nOpen Slack: %s\n\nChange notification settings: https://%s.slack.com/account/notifications\n" % (who, ch, msg, url, ws)
    h = [("Return-Path", "<bounce-%s@slack.com>" % hexs(20)),
         ("Authentication-Results", authres(["slack.com"], "slack.com", "slack.com")),
         ("DKIM-Signature", dkim("slack.com", "google")),
         ("From", enc_addr("Slack", "notification@slack.com")), ("To", "<alex@example.org>"),
         ("Subject", enc_text("[Slack] New message from %s in %s" % (who.split()[0], ws))),
         ("Date", email.utils.format_datetime(next_date())), ("Message-ID", msgid("slack.com")),
         ("List-Unsubscribe", "<https://%s.slack.com/account/notifications?%s>" % (ws, tok(20))), ("X-Slack-Team", "T" + tok(10, ALNUM.upper()))]
    return "slack", finish(h, notif("slack.com", text, html, "x"))


def ics(org_name, org_addr, summary, start, uid, meet):
    end = start + datetime.timedelta(minutes=pick([30, 45, 60]))
    f = "%Y%m%dT%H%M%SZ"
    return ("BEGIN:VCALENDAR\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\nVERSION:2.0\nCALSCALE:GREGORIAN\nMETHOD:REQUEST\n"
            "BEGIN:VEVENT\nDTSTART:%s\nDTEND:%s\nDTSTAMP:%s\nORGANIZER;CN=%s:mailto:%s\nUID:%s\n"
            "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN=alex@example.org;X-NUM-GUESTS=0:mailto:alex@example.org\n"
            "X-GOOGLE-CONFERENCE:%s\nDESCRIPTION:Join with Google Meet: %s\\n\\nLearn more about Meet at: https://support.google.com/a/users/answer/9282720\n"
            "LOCATION:\nSEQUENCE:0\nSTATUS:CONFIRMED\nSUMMARY:%s\nTRANSP:OPAQUE\nEND:VEVENT\nEND:VCALENDAR\n"
            % (start.strftime(f), end.strftime(f), start.strftime(f), org_name, org_addr, uid, meet, meet, summary)).replace("\n", "\r\n")


def t_gcal():
    org = person()
    dom = pick(["lumenlabs.io", "fjordhome.eu", "gmail.com", "northwindoutfitters.com"])
    org_addr = ascii_slug(org.split()[0]) + "@" + dom
    summary = pick(["Weekly sync", "1:1", "Design review", "Quarterly planning", "Interview: backend engineer"])
    start = next_date().astimezone(datetime.timezone.utc)
    eid = tok(60, ALNUM)
    meet = "https://meet.google.com/%s-%s-%s" % (tok(3, "abcdefghijkmnopqrstuvwxyz"), tok(4, "abcdefghijkmnopqrstuvwxyz"), tok(3, "abcdefghijkmnopqrstuvwxyz"))
    uid = "%s@google.com" % tok(26, "abcdefghijklmnopqrstuvwxyz0123456789")
    resp = lambda r: "https://calendar.google.com/calendar/event?action=RESPOND&eid=%s&rst=%d&tok=%s&ctz=Europe%%2FBerlin&hl=en&es=0" % (eid, r, tok(80))
    html = ('<span itemscope itemtype="http://schema.org/InformAction"><span style="display:none" itemprop="about" itemscope itemtype="http://schema.org/Person">'
            '<meta itemprop="description" content="Invitation from Google Calendar"/></span><span itemprop="object" itemscope itemtype="http://schema.org/Event">'
            '<div style=""><table cellspacing="0" cellpadding="8" border="0" summary="" style="width:100%%;font-family:Arial,Sans-serif;border:1px Solid #ccc;border-width:1px 2px 2px 1px;background-color:#fff;">'
            '<tr><td><h3 style="padding:0 0 6px 0;margin:0;font-family:Arial,Sans-serif;font-size:16px;font-weight:bold;color:#222"><span itemprop="name">%s</span></h3>'
            '<p><a href="%s" style="color:#1a73e8">Join with Google Meet</a></p><p>%s</p>'
            '<p>Reply for alex@example.org: <a href="%s">Yes</a> <a href="%s">No</a> <a href="%s">Maybe</a> <a href="https://calendar.google.com/calendar/event?action=VIEW&eid=%s&tok=%s">More options</a></p>'
            '<p style="color:#888;font-size:11px;">Invitation from <a href="https://calendar.google.com/calendar/" style="color:#888">Google Calendar</a><br>'
            'You are receiving this email because you are an attendee of the event. <a href="https://support.google.com/calendar/answer/37135#forwarding">Learn more</a>.</p>'
            '</td></tr></table></div></span><span itemprop="action" itemscope itemtype="http://schema.org/RsvpAction"><meta itemprop="attendance" content="http://schema.org/RsvpAttendance/Yes"/>'
            '<span itemprop="handler" itemscope itemtype="http://schema.org/HttpActionHandler"><link itemprop="method" href="http://schema.org/HttpRequestMethod/GET"/>'
            '<link itemprop="url" href="%s"/></span></span></span>'
            % (esc(summary), meet, start.strftime("%A %b %d, %Y %H:%M UTC"), resp(1), resp(2), resp(3), eid, tok(80), resp(1)))
    text = "%s\n%s\n\nJoin with Google Meet\n%s\n\nReply for alex@example.org\n\nInvitation from Google Calendar: https://calendar.google.com/calendar/\n" % (summary, start.strftime("%A %b %d, %Y %H:%M UTC"), meet)
    alt = multipart("alternative", [leaf("text/plain", text, "UTF-8", pick(["quoted-printable", "base64"])), leaf("text/html", html, "UTF-8", "quoted-printable"),
                                    leaf("text/calendar; method=REQUEST", ics(org, org_addr, summary, start, uid, meet), "UTF-8", "7bit")], "google")
    alt = (alt[0].replace('Content-Type: text/calendar; method=REQUEST; charset="UTF-8"', 'Content-Type: text/calendar; charset="UTF-8"; method=REQUEST'), alt[1])
    att = leaf("application/ics", ics(org, org_addr, summary, start, uid, meet).encode(), cte="base64", extra='Content-Disposition: attachment; filename="invite.ics"\n')
    att = (att[0].replace("Content-Type: application/ics", 'Content-Type: application/ics; name="invite.ics"'), att[1])
    root = multipart("mixed", [alt, att], "google")
    h = [("Return-Path", "<3%s@calendar-server.bounces.google.com>" % tok(40, ALNUM)),
         ("Authentication-Results", authres(["google.com"], "calendar-server.bounces.google.com", dom, "pass" if dom != "gmail.com" else "pass")),
         ("DKIM-Signature", dkim("google.com", "20230601")),
         ("Sender", "Google Calendar <calendar-notification@google.com>"),
         ("From", enc_addr(org, org_addr)), ("Reply-To", enc_addr(org, org_addr)), ("To", "alex@example.org"),
         ("Subject", "Invitation: %s @ %s (alex@example.org)" % (summary, start.strftime("%a %b %d, %Y %H:%M - UTC"))),
         ("Date", email.utils.format_datetime(next_date())), ("Message-ID", "<calendar-%s-%s-%s-%s-%s@google.com>" % (hexs(8), hexs(4), hexs(4), hexs(4), hexs(12)))]
    return "gcal", finish(h, root)


def t_m365():
    kind = pick(["signin", "code", "newapp"])
    acct = "a***@example.org"
    loc = pick(["Germany", "United States", "Japan", "Netherlands"])
    ip = "%d.%d.%d.%d" % (R.randint(20, 220), R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))
    subj = {"signin": "Microsoft account unusual sign-in activity", "code": "Microsoft account security code", "newapp": "New app(s) connected to your Microsoft account"}[kind]
    html = page(subj, subj, row('<p style="font-size:17px;color:#707070;">Microsoft account</p><h1 style="font-size:41px;color:#2672ec;font-weight:normal;">%s</h1>'
                                '<p>We detected something unusual about a recent sign-in to the Microsoft account <a href="mailto:%s" style="color:#2672ec;">%s</a>.</p>'
                                '<p>Country/region: %s<br>IP address: %s<br>Date: %s<br>Platform: Windows<br>Browser: Edge</p>'
                                '<p>If this was you, you can safely ignore this email. If not, <a href="https://account.live.com/acsr?mkt=en-US" style="color:#2672ec;">secure your account</a>.</p>'
                                '<p>To opt out or change where you receive security notifications, <a href="https://account.live.com/SecurityNotifications/Update" style="color:#2672ec;">click here</a>.</p>'
                                '<p>Thanks,<br>The Microsoft account team</p>' % (esc(subj), "alex@example.org", acct, loc, ip, next_date().strftime("%m/%d/%Y %H:%M (UTC)"))) +
                row('<p style="font-size:12px;color:#707070;"><a href="https://go.microsoft.com/fwlink/?LinkId=521839">Privacy Statement</a><br>Microsoft Corporation, One Microsoft Way, Redmond, WA 98052</p>'))
    text = "Microsoft account\n%s\n\nCountry/region: %s\nIP address: %s\n\nIf this wasn't you, secure your account: https://account.live.com/acsr\n\nPrivacy Statement: https://go.microsoft.com/fwlink/?LinkId=521839\n" % (subj, loc, ip)
    h = [("Return-Path", "<account-security-noreply@accountprotection.microsoft.com>"),
         ("Authentication-Results", authres(["accountprotection.microsoft.com"], "accountprotection.microsoft.com", "accountprotection.microsoft.com")),
         ("DKIM-Signature", dkim("accountprotection.microsoft.com", "s1024-meo")),
         ("From", enc_addr("Microsoft account team", "account-security-noreply@accountprotection.microsoft.com")), ("To", "<alex@example.org>"),
         ("Subject", subj), ("Date", email.utils.format_datetime(next_date())), ("Message-ID", msgid("accountprotection.microsoft.com")),
         ("X-MSAPipeline", "MessageDispatcher")]
    return "m365", finish(h, html_and_text(text, html, "utf-8", style="ms"))


def t_linkedin():
    who = person()
    kind = pick(["invite", "message", "jobs", "views"])
    subj = {"invite": "%s, please add me to your LinkedIn network" % pick(FIRST), "message": "%s sent you a new message" % who,
            "jobs": "%d new jobs for 'Software Engineer'" % R.randint(3, 40), "views": "You appeared in %d searches this week" % R.randint(3, 90)}[kind]
    tr = lambda path: "https://www.linkedin.com/comm/%s?midToken=%s&midSig=%s&trk=eml-%s&trkEmail=eml-%s-null-%d-null-null-%s&lipi=urn%%3Ali%%3Apage%%3Aemail_%s%%3B%s&eid=%s-%s" % (
        path, tok(30), tok(20), kind, kind, R.randint(0, 9), tok(10), kind, tok(22) + "%3D%3D", tok(6), tok(8))
    html = page(subj, subj, row('<a href="%s"><img src="https://static.licdn.com/aero-v1/sc/h/logo.png" alt="LinkedIn" width="84"></a>' % tr("feed/")) +
                row('<p>%s</p>' % esc(subj)) + row(button(tr("in/%s-%s" % (ascii_slug(who.split()[0]), hexs(6))), pick(["View profile", "Accept", "Reply", "See all jobs"]), "#0a66c2")) +
                row('<p style="font-size:12px;color:#666;">This email was intended for Alex Example. <a href="%s">Learn why we included this.</a><br>'
                    'You are receiving LinkedIn notification emails. <a href="%s">Unsubscribe</a> &middot; <a href="%s">Help</a><br>'
                    '&copy; 2025 LinkedIn Corporation, 1000 West Maude Avenue, Sunnyvale, CA 94085.</p>' % (tr("help/linkedin/answer/4788"), tr("psettings/email-unsubscribe"), tr("help/linkedin"))))
    text = "%s\n\n%s\n\nUnsubscribe: %s\n" % (subj, tr("feed/"), tr("psettings/email-unsubscribe"))
    dom = "linkedin.com"
    h = [("Return-Path", "<s-%s@bounce.linkedin.com>" % tok(40, ALNUM)),
         ("Authentication-Results", authres(["linkedin.com"], "bounce.linkedin.com", dom)),
         ("DKIM-Signature", dkim("linkedin.com", "d2048-2")),
         ("From", enc_addr("LinkedIn" if kind != "message" else "%s via LinkedIn" % who, pick(["messages-noreply@linkedin.com", "invitations@linkedin.com", "jobalerts-noreply@linkedin.com", "notifications-noreply@linkedin.com"]))),
         ("To", "Alex Example <alex@example.org>"), ("Subject", enc_text(subj)), ("Date", email.utils.format_datetime(next_date())),
         ("Message-ID", "<%d.%d.%d.JavaMail.app@lva1-app%d.prod.linkedin.com>" % (R.randint(10 ** 8, 10 ** 9), R.randint(10, 99), R.randint(10 ** 12, 10 ** 13), R.randint(1000, 9999))),
         ("List-Unsubscribe", "<%s>" % tr("psettings/email-unsubscribe")), ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"),
         ("X-LinkedIn-Class", kind.upper()), ("X-LinkedIn-Template", "email_%s_01" % kind)]
    return "linkedin", finish(h, html_and_text(text, html, "UTF-8", style="java"))


def t_zoom():
    host = person()
    mid = R.randint(10 ** 9, 10 ** 11 - 1)
    pwd = tok(32, ALNUM)
    sub = pick(["us02web", "us04web", "us05web", "us06web"])
    link = "https://%s.zoom.us/j/%d?pwd=%s" % (sub, mid, pwd)
    topic = pick(["Team standup", "Customer onboarding", "Board meeting", "Webinar: Q3 product update"])
    html = page(topic, topic, row('<p>Hi there,</p><p>%s is inviting you to a scheduled Zoom meeting.</p><p><b>Topic:</b> %s</p>'
                                  '<p><b>Join Zoom Meeting</b><br><a href="%s">%s</a></p><p>Meeting ID: %s<br>Passcode: %d</p>'
                                  % (esc(host), esc(topic), link, link, "%d %d %d" % (mid // 10 ** 7, mid // 10 ** 3 % 10 ** 4, mid % 10 ** 3), R.randint(100000, 999999))) +
                row(button(link, "Join Meeting", "#0e72ed")) +
                row('<p style="font-size:12px;color:#747487;">Copyright &copy;2025 Zoom Communications, Inc. All rights reserved. '
                    '<a href="https://explore.zoom.us/en/privacy/">Privacy &amp; Legal Policies</a> | <a href="https://support.zoom.com/">Help</a></p>'))
    text = "%s is inviting you to a scheduled Zoom meeting.\n\nTopic: %s\n\nJoin Zoom Meeting\n%s\n" % (host, topic, link)
    h = [("Return-Path", "<bounce-%s@zoom.us>" % hexs(16)),
         ("Authentication-Results", authres(["zoom.us"], "zoom.us", "zoom.us")), ("DKIM-Signature", dkim("zoom.us", "s1")),
         ("From", enc_addr("Zoom", "no-reply@zoom.us")), ("Reply-To", None), ("To", "<alex@example.org>"),
         ("Subject", "Invitation: %s" % topic), ("Date", email.utils.format_datetime(next_date())), ("Message-ID", msgid("zoom.us"))]
    return "zoom", finish(h, html_and_text(text, html, "utf-8", style="java"))


def t_drive():
    who = person()
    dom = pick(["gmail.com", "lumenlabs.io", "fjordhome.eu", "example.net"])
    addr = ascii_slug(who.replace(" ", ".")) + "@" + dom
    doc = pick(["Q3 budget", "Offsite agenda", "Design spec v2", "Reading list", "Team photos"])
    fid = tok(44)
    kind = pick(["document", "spreadsheets", "presentation", "file"])
    url = ("https://docs.google.com/%s/d/%s/edit?usp=sharing_eil_m&ts=%s" % (kind, fid, hexs(8)) if kind != "file"
           else "https://drive.google.com/file/d/%s/view?usp=sharing_eil_m&ts=%s" % (fid, hexs(8)))
    html = page(doc, doc, row('<p><b>%s</b> (%s) has invited you to <b>%s</b> the following %s:</p>'
                              '<p><a href="%s" style="font-size:16px;">%s</a></p>' % (esc(who), addr, pick(["edit", "view", "comment on"]), "document" if kind != "file" else "file", url, esc(doc))) +
                row(button(url, "Open", "#1a73e8")) +
                row('<p style="font-size:12px;color:#5f6368;">Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA<br>'
                    'You have received this email because <a href="mailto:%s">%s</a> shared a document with you from Google Docs. '
                    '<a href="https://drive.google.com/settings/notifications">Notification settings</a></p>'
                    '<p><a href="https://workspace.google.com/"><img src="https://www.gstatic.com/images/branding/productlogos/googleg/v6/web-48dp/logo_googleg_color_1x_web_48dp.png" alt="Google Workspace" width="24"></a></p>' % (addr, addr)))
    text = "%s (%s) has invited you to edit the following document:\n\n%s\n%s\n\nGoogle LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA\n" % (who, addr, doc, url)
    h = [("Return-Path", "<3%s@doclist.bounces.google.com>" % tok(40, ALNUM)),
         ("Authentication-Results", authres(["google.com"], "doclist.bounces.google.com", "google.com")), ("DKIM-Signature", dkim("google.com", "20230601")),
         ("From", enc_addr("%s (via Google %s)" % (who, "Docs" if kind != "file" else "Drive"), "drive-shares-dm-noreply@google.com")),
         ("Reply-To", enc_addr(who, addr)), ("To", "alex@example.org"),
         ("Subject", enc_text("%s: \"%s\"" % (pick(["Document shared with you", "Spreadsheet shared with you", "Item shared with you"]), doc))),
         ("Date", email.utils.format_datetime(next_date())), ("Message-ID", "<%s@google.com>" % tok(40, ALNUM)), ("X-Notifications", hexs(16))]
    return "drive", finish(h, html_and_text(text, html, "UTF-8", style="google"))


def t_dropbox():
    who = person()
    f = pick(["Wedding photos", "Contract_final.pdf", "Band rehearsal.m4a", "Floor plan.dwg"])
    url = "https://www.dropbox.com/scl/fo/%s/%s?rlkey=%s&dl=0&e=1" % (tok(21, ALNUM.lower()), tok(21), tok(25, ALNUM.lower()))
    html = page(f, f, row('<p>Hi Alex,</p><p>%s invited you to view the folder &ldquo;%s&rdquo; on Dropbox.</p>' % (esc(who), esc(f))) + row(button(url, "Go to folder", "#0061fe")) +
                row('<p style="font-size:12px;color:#637282;">Enjoy!<br>The Dropbox team<br><a href="https://www.dropbox.com/account/notifications">Manage email notifications</a> | '
                    '<a href="https://www.dropbox.com/privacy">Privacy policy</a> | <a href="https://www.dropbox.com/help">Help Center</a><br>Dropbox, Inc., PO Box 77767, San Francisco, CA 94107</p>'))
    text = "Hi Alex,\n\n%s invited you to view the folder \"%s\" on Dropbox.\n\nGo to folder: %s\n" % (who, f, url)
    h = [("Return-Path", "<bounces+%d-%s-alex=example.org@em-s.dropbox.com>" % (R.randint(10 ** 6, 10 ** 7), hexs(4))),
         ("Authentication-Results", authres(["dropbox.com"], "em-s.dropbox.com", "dropbox.com")), ("DKIM-Signature", dkim("dropbox.com", "s1")),
         ("From", enc_addr("%s (via Dropbox)" % who, "no-reply@dropbox.com")), ("Reply-To", enc_addr(who, ascii_slug(who.replace(" ", ".")) + "@" + pick(["gmail.com", "outlook.com", "example.net"]))),
         ("To", "alex@example.org"), ("Subject", enc_text("%s shared \"%s\" with you" % (who, f))),
         ("Date", email.utils.format_datetime(next_date())), ("Message-ID", msgid("dropbox.com"))]
    return "dropbox", finish(h, html_and_text(text, html, "utf-8", style="sg"))


# --------------------------------------------------------------------------
# receipts and shipping
def money(lo, hi):
    return "%d.%02d" % (R.randint(lo, hi), R.randint(0, 99))


def t_stripe():
    b = pick(BRANDS + APP_BRANDS)
    amt = money(5, 400)
    rcpt = "%d-%d" % (R.randint(1000, 9999), R.randint(1000, 9999))
    acct = "acct_" + tok(16, ALNUM)
    url = "https://pay.stripe.com/receipts/payment/%s" % tok(120)
    inv = "https://invoice.stripe.com/i/%s/%s?s=em" % (acct, tok(90))
    html = page("Your receipt from %s #%s" % (b.name, rcpt), "Receipt", row('<p style="font-size:14px;color:#8898aa;">Receipt from %s</p><h1 style="font-size:32px;">$%s</h1>'
                                                                              '<p>Paid %s</p>' % (esc(b.name), amt, next_date().strftime("%B %d, %Y"))) +
                row('<table width="100%%"><tr><td>Receipt number</td><td align="right">%s</td></tr><tr><td>Payment method</td><td align="right">%s - %04d</td></tr></table>'
                    % (rcpt, pick(["Visa", "Mastercard", "Amex"]), R.randint(0, 9999))) +
                row(button(inv, "Download invoice", "#635bff") + '<p><a href="%s">View receipt in browser</a></p>' % url) +
                row('<p style="font-size:12px;color:#8898aa;">If you have any questions, contact us at <a href="mailto:support@%s">support@%s</a> or call at +1 %d-%d-%04d.<br>'
                    'Something wrong with the email? <a href="%s">View it in your browser</a>.<br>You\'re receiving this email because you made a purchase at %s, which partners with '
                    '<a href="https://stripe.com/">Stripe</a> to provide invoicing and payment processing.</p>' % (b.domain, b.domain, R.randint(200, 999), R.randint(200, 999), R.randint(0, 9999), url, esc(b.name))))
    text = "Receipt from %s\n\nAmount paid: $%s\nReceipt number: %s\n\nView receipt: %s\n\nQuestions? Contact support@%s\n" % (b.name, amt, rcpt, url, b.domain)
    h = [("Return-Path", "<bounces+%d-%s-alex=example.org@stripe.com>" % (R.randint(10 ** 6, 10 ** 7), hexs(4))),
         ("Authentication-Results", authres(["stripe.com"], "stripe.com", "stripe.com")), ("DKIM-Signature", dkim("stripe.com", "s1")),
         ("From", enc_addr(b.name, "%s+%s@stripe.com" % (pick(["receipts", "invoice+statements"]), acct))),
         ("Reply-To", enc_addr(b.name, "support@" + b.domain, b.charset)), ("To", "alex@example.org"),
         ("Subject", enc_text("Your receipt from %s #%s" % (b.name, rcpt), b.charset)), ("Date", email.utils.format_datetime(next_date())),
         ("Message-ID", msgid("stripe.com")), ("X-Stripe-Account", acct)]
    return "stripe", finish(h, html_and_text(text, html, b.charset, style="sg"))


def t_paypal():
    merch = pick(BRANDS + APP_BRANDS)
    amt = money(3, 600)
    tx = tok(17, ALNUM.upper() + "0123456789")
    cur = pick(["USD", "EUR", "GBP"])
    de = R.random() < 0.3
    subj = "Ihr Beleg für Ihre Zahlung an %s" % merch.name if de else "Receipt for your payment to %s" % merch.name
    url = "https://www.paypal.com/myaccount/transaction/details/%s?v=1&utm_source=unp&utm_medium=email&utm_campaign=%s" % (tx, pick(["RT000238", "PPC000628"]))
    html = page(subj, subj, row('<img src="https://www.paypalobjects.com/digitalassets/c/system-triggered-email/n/layout/images/paypal-rebranding/pp-logo-in-circle-2x.png" alt="PayPal" width="48">') +
                row('<p>%s</p><h2>%s %s %s</h2><p>%s: <a href="%s">%s</a></p>' % (esc("Hallo Alex Example," if de else "Hello, Alex Example"), "You sent" if not de else "Sie haben",
                                                                                   amt, cur, "Transaktionscode" if de else "Transaction ID", url, tx)) +
                row(button("https://www.paypal.com/myaccount/summary", "Zur Übersicht" if de else "View account", "#0070e0")) +
                row('<p style="font-size:12px;color:#687173;"><a href="https://www.paypal.com/us/smarthelp/home">Help &amp; Contact</a> | '
                    '<a href="https://www.paypal.com/myaccount/security">Security</a> | <a href="https://www.paypal.com/us/webapps/mpp/ua/privacy-full">Privacy</a><br>'
                    'PayPal is committed to preventing fraudulent emails. Emails from PayPal will always contain your full name.<br>'
                    'Copyright &copy; 1999-2025 PayPal, Inc. All rights reserved.</p>'))
    text = "%s\n\n%s %s %s\n%s: %s\n%s\n" % ("Hallo Alex Example," if de else "Hello, Alex Example", "You sent", amt, cur, "Transaction ID", tx, url)
    cs = "windows-1252" if de else "UTF-8"
    h = [("Return-Path", "<service@paypal.com>"),
         ("Authentication-Results", authres(["paypal.com"], "paypal.com", "paypal.com")), ("DKIM-Signature", dkim("paypal.com", "pp-dkim1")),
         ("From", enc_addr("PayPal", "service@paypal.com")), ("To", "Alex Example <alex@example.org>"),
         ("Subject", enc_text(subj, cs)), ("Date", email.utils.format_datetime(next_date())),
         ("Message-ID", "<%s.%s@%s.paypal.com>" % (hexs(16), hexs(8), pick(["mx", "ccg01mail01", "ccg01mail02"]))),
         ("X-Email-Type-Id", pick(["RT000238", "PPC000628", "PPX000581"])), ("X-XPT-XSL-Name", "email_pimp/default/en_US/transaction/RT000238.xsl"),
         ("PP-Correlation-Id", hexs(13))]
    return "paypal", finish(h, html_and_text(text, html, cs, style="java"))


def t_amazon():
    kind = pick(["order", "shipped", "delivered"])
    oid = "%03d-%07d-%07d" % (R.randint(100, 999), R.randint(0, 9999999), R.randint(0, 9999999))
    item = pick(PRODUCTS)
    jp = R.random() < 0.15
    dom = "amazon.co.jp" if jp else pick(["amazon.com", "amazon.com", "amazon.de", "amazon.co.uk"])

    def wrap(url):
        return "https://www.%s/gp/r.html?C=%s&K=%s&M=urn:rtn:msg:%s&R=%s&T=C&U=%s&H=%s&ref_=pe_%d_%d" % (
            dom, tok(13, ALNUM.upper()), tok(14, ALNUM.upper()), hexs(20), tok(14, ALNUM.upper()), quote(url, safe=""), tok(30, ALNUM.upper()), R.randint(10 ** 6, 10 ** 7), R.randint(10 ** 8, 10 ** 9))
    orderurl = "https://www.%s/gp/css/order-details?orderID=%s&ref_=pe_%d" % (dom, oid, R.randint(10 ** 6, 10 ** 7))
    track = "https://www.%s/progress-tracker/package?_encoding=UTF8&itemId=%s&orderId=%s&shipmentId=%s" % (dom, tok(14, "abcdefghijklmnopqrstuvwxyz"), oid, tok(9, ALNUM))
    if jp:
        subj = pick(["Amazon.co.jpでのご注文%s" % oid, "Amazon.co.jp ご注文の商品を発送しました"])
    else:
        subj = {"order": "Your Amazon.com order #%s" % oid, "shipped": "Shipped: \"%s\"" % item, "delivered": "Delivered: Your Amazon.com package"}[kind]
    html = page(subj, subj, row('<a href="%s"><img src="https://m.media-amazon.com/images/G/01/outbound/OutboundTemplates/Amazon_logo_US._BG255,255,255_.png" alt="Amazon.com" width="120"></a>' % wrap("https://www.%s/" % dom)) +
                row('<p>Hi Alex,</p><p>%s</p><p>Order # <a href="%s">%s</a></p><p>%s<br>Quantity: %d<br>$%s</p>'
                    % ({"order": "Thanks for your order. We'll let you know once your item(s) have dispatched.", "shipped": "Your package is on the way.",
                        "delivered": "Your package was delivered. It was handed directly to a resident."}[kind], wrap(orderurl), oid, esc(item), R.randint(1, 3), money(8, 300))) +
                row(button(wrap(track if kind != "order" else orderurl), "Track package" if kind != "order" else "View or edit order", "#ffd814")) +
                row('<p style="font-size:12px;color:#666;">&copy;2025 Amazon.com, Inc. or its affiliates. Amazon and all related marks are trademarks of Amazon.com, Inc. or its affiliates. '
                    'Amazon.com, 410 Terry Avenue N., Seattle, WA 98109.<br>Reference: %d.%d<br>Please note that this message was sent to the following e-mail address: alex@example.org</p>'
                    '<p><a href="%s">Your Orders</a> | <a href="%s">Your Account</a> | <a href="%s">Help</a></p>'
                    % (R.randint(10 ** 8, 10 ** 9), R.randint(10 ** 8, 10 ** 9), wrap("https://www.%s/gp/css/order-history" % dom), wrap("https://www.%s/gp/css/homepage.html" % dom), wrap("https://www.%s/gp/help/customer/display.html" % dom))))
    text = "Hi Alex,\n\nOrder # %s\n%s\n\nView or manage order:\n%s\n\nTrack package:\n%s\n\n(c)2025 Amazon.com, Inc. or its affiliates.\n" % (oid, item, orderurl, track)
    sender = pick(["auto-confirm@" + dom, "shipment-tracking@" + dom, "order-update@" + dom])
    h = [("Return-Path", "<2025%s%s@bounces.%s>" % (hexs(12), hexs(20), dom)),
         ("Authentication-Results", authres([dom, "amazonses.com"], "bounces." + dom, dom)), ("DKIM-Signature", dkim(dom, "yg4mwqurec7fkhzutopddd3ytuaqrvuz")),
         ("DKIM-Signature", dkim("amazonses.com", "224i4yxa5dv7c2xz3womw6peuasteono")),
         ("From", enc_addr("Amazon.co.jp" if jp else "Amazon.com", sender)), ("To", "alex@example.org"),
         ("Subject", enc_text(subj)), ("Date", email.utils.format_datetime(next_date())),
         ("Message-ID", "<0100018%s-%s-%s-%s-%s-000000@email.amazonses.com>" % (hexs(9), hexs(8), hexs(4), hexs(4), hexs(12))),
         ("Feedback-ID", "1.us-east-1.%s=:AmazonSES" % tok(43, ALNUM + "/+")), ("X-AMAZON-MAIL-RELAY-TYPE", "notification"),
         ("Bounces-to", "2025%s@bounces.%s" % (hexs(20), dom)), ("X-AMAZON-RTE-VERSION", "2.0")]
    return "amazon", finish(h, html_and_text(text, html, "UTF-8", style="java"))


def t_apple():
    item = pick(["iCloud+ with 50 GB of Storage", "Apple Music Individual (Monthly)", "Procreate", "Things 3", "Monument Valley 2"])
    oid = tok(10, ALNUM.upper())
    amt = money(0, 30)
    html = page("Your receipt from Apple.", item, row('<img src="https://www.apple.com/ac/globalnav/7/en_US/images/apple-logo.png" alt="Apple" width="26"><h1>Receipt</h1>'
                                                      '<p>APPLE ACCOUNT<br>alex@example.org</p><p>ORDER ID <a href="https://reportaproblem.apple.com/?s=6">%s</a><br>DOCUMENT NO. %d</p>'
                                                      '<p>%s &nbsp; $%s</p>' % (oid, R.randint(10 ** 11, 10 ** 12), esc(item), amt)) +
                row('<p style="font-size:12px;color:#888;">Privacy: We use a <a href="https://www.apple.com/legal/privacy/">Subscriber ID</a> to provide reports to developers.<br>'
                    '<a href="https://support.apple.com/billing">Get help with subscriptions and purchases</a>. <a href="https://apps.apple.com/account/subscriptions">Manage subscriptions</a>.<br>'
                    'Apple Account | <a href="https://www.apple.com/legal/internet-services/itunes/">Terms of Sale</a> | <a href="https://www.apple.com/legal/privacy/">Privacy Policy</a><br>'
                    'Copyright &copy; 2025 Apple Inc. One Apple Park Way, Cupertino, CA 95014</p>'))
    text = "Receipt\n\nAPPLE ACCOUNT: alex@example.org\nORDER ID: %s\n\n%s  $%s\n\nReport a problem: https://reportaproblem.apple.com/\n" % (oid, item, amt)
    h = [("Return-Path", "<bounce-%s@email.apple.com>" % hexs(20)),
         ("Authentication-Results", authres(["email.apple.com"], "email.apple.com", "email.apple.com")), ("DKIM-Signature", dkim("email.apple.com", "email0517")),
         ("From", enc_addr("Apple", "no_reply@email.apple.com")), ("To", "alex@example.org"),
         ("Subject", "Your receipt from Apple."), ("Date", email.utils.format_datetime(next_date())), ("Message-ID", msgid("email.apple.com")),
         ("X-Apple-Send-Id", hexs(24))]
    return "apple", finish(h, html_and_text(text, html, "UTF-8", style="java"))


def t_uber():
    amt = money(6, 80)
    city = pick(["San Francisco", "Berlin", "Tokyo", "London", "Chicago"])
    trip = "%s-%s-%s-%s-%s" % (hexs(8), hexs(4), hexs(4), hexs(4), hexs(12))
    eats = R.random() < 0.3
    subj = ("Your %s order with Uber Eats" % pick(["Thursday", "Friday", "Sunday"])) if eats else ("Your %s %s trip with Uber" % (pick(["Monday", "Tuesday", "Saturday"]), pick(["morning", "afternoon", "evening", "night"])))
    html = page(subj, "Thanks for riding", row('<img src="https://d1a3f4spazzrp4.cloudfront.net/receipt_v3/uber_logo.png" alt="Uber" width="60"><h1>Thanks for %s, Alex</h1>'
                                               '<h2>Total $%s</h2><p>%s</p>' % ("ordering" if eats else "riding", amt, city)) +
                row('<p><a href="https://riders.uber.com/trips/%s">View trip details</a> | <a href="https://help.uber.com/riders/trips/%s">Get help</a> | '
                    '<a href="https://riders.uber.com/trips/%s/receipt?contentType=PDF">Download PDF</a></p>' % (trip, trip, trip)) +
                row('<p style="font-size:12px;color:#757575;"><a href="https://www.uber.com/legal/privacy/">Privacy</a> | <a href="https://www.uber.com/legal/terms/">Terms</a><br>Uber Technologies, 1725 3rd Street, San Francisco, CA 94158</p>'))
    text = "Thanks for riding, Alex\nTotal: $%s\n\nTrip details: https://riders.uber.com/trips/%s\n" % (amt, trip)
    h = [("Return-Path", "<bounce-%s@uber.com>" % hexs(20)),
         ("Authentication-Results", authres(["uber.com"], "uber.com", "uber.com")), ("DKIM-Signature", dkim("uber.com", "s1")),
         ("From", enc_addr("Uber Eats" if eats else "Uber Receipts", "noreply@uber.com")), ("To", "alex@example.org"),
         ("Subject", subj), ("Date", email.utils.format_datetime(next_date())), ("Message-ID", msgid("uber.com"))]
    return "uber", finish(h, html_and_text(text, html, "utf-8", style="sg"))


AIRLINES = [("Lufthansa", "lufthansa.com", "booking-confirmation@lufthansa.com", "de"),
            ("KLM Royal Dutch Airlines", "klm.com", "noreply@klm.com", "en"),
            ("United Airlines", "united.com", "Receipts@united.com", "en"),
            ("Japan Airlines", "jal.co.jp", "noreply@jal.com", "ja")]


def t_airline():
    name, dom, sender, lang = pick(AIRLINES)
    pnr = tok(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
    route = pick([("FRA", "JFK"), ("AMS", "NRT"), ("SFO", "MUC"), ("HND", "LHR")])
    fl = "%s%d" % (pick(["LH", "KL", "UA", "JL"]), R.randint(1, 999))
    manage = "https://www.%s/%s/manage-booking?pnr=%s&lastname=EXAMPLE" % (dom, "de/de" if lang == "de" else "us/en", pnr)
    checkin = "https://www.%s/%s/online-check-in?bookingCode=%s" % (dom, "de/de" if lang == "de" else "us/en", pnr)
    if lang == "de":
        subj, hello, conf = "Ihre Buchungsbestätigung %s – %s nach %s" % (pnr, route[0], route[1]), "Sehr geehrter Herr Example,", "vielen Dank für Ihre Buchung. Gute Reise!"
    elif lang == "ja":
        subj, hello, conf = "ご予約確認 %s" % pnr, "EXAMPLE ALEX 様", "ご予約ありがとうございます。"
    else:
        subj, hello, conf = "eTicket Itinerary and Receipt for Confirmation %s" % pnr, "Dear Alex Example,", "Thank you for choosing %s." % name
    html = page(subj, conf, row("<p>%s</p><p>%s</p><h2>%s &rarr; %s</h2><p>%s &middot; %s</p><p>Booking code: <b>%s</b></p>"
                                % (esc(hello), esc(conf), route[0], route[1], fl, next_date().strftime("%d %b %Y %H:%M"), pnr)) +
                row(button(manage, "Buchung verwalten" if lang == "de" else "Manage booking", "#05164d", vml=R.random() < 0.5) + "<br>" + button(checkin, "Online Check-in", "#05164d")) +
                row('<p style="font-size:12px;color:#666;"><a href="https://www.%s/privacy">Privacy</a> | <a href="https://www.%s/legal">Conditions of carriage</a> | '
                    '<a href="https://www.%s/">www.%s</a></p>' % (dom, dom, dom, dom)))
    text = "%s\n\n%s\n\n%s -> %s  %s\nBooking code: %s\n\nManage booking: %s\nCheck-in: %s\n" % (hello, conf, route[0], route[1], fl, pnr, manage, checkin)
    cs = "iso-8859-1" if lang == "de" else "utf-8"
    if lang == "de":
        subj = subj.replace("–", "-")
    sdom = sender.split("@")[1]
    h = [("Return-Path", "<bounce-%s@%s>" % (hexs(16), sdom)),
         ("Authentication-Results", authres([sdom], sdom, sdom)), ("DKIM-Signature", dkim(sdom, "s1")),
         ("From", enc_addr(name, sender, cs)), ("To", "ALEX EXAMPLE <alex@example.org>"),
         ("Subject", enc_text(subj, cs)), ("Date", email.utils.format_datetime(next_date())), ("Message-ID", msgid(sdom))]
    return "airline", finish(h, html_and_text(text, html, cs, style="java"))


# --------------------------------------------------------------------------
# mailing lists
LISTS = [("python-dev", "python.org", "mail.python.org", "mailman3"), ("qemu-devel", "nongnu.org", "lists.nongnu.org", "mailman2"),
         ("debian-devel", "lists.debian.org", "lists.debian.org", "smartlist"), ("postfix-users", "postfix.org", "list.postfix.org", "mailman3"),
         ("interest", "qt-project.org", "lists.qt-project.org", "mailman2")]


def t_mailman():
    ln, dom, host, kind = pick(LISTS)
    who = person()
    adom = pick(["gmail.com", "posteo.de", "fastmail.com", "redhat.com", "kernel.org", "example.net"])
    aaddr = ascii_slug(who.replace(" ", ".")) + "@" + adom
    listaddr = "%s@%s" % (ln, dom)
    munged = adom in ("gmail.com", "fastmail.com") and R.random() < 0.7   # DMARC mitigation
    subj = "[%s] %s" % (ln.capitalize() if kind == "mailman2" else ln, pick(["Re: RFC: new URL parser", "Proposal: deprecate old API", "[PATCH v3 2/5] fix overflow in header parsing", "Release candidate 2 available", "Re: Meeting notes"]))
    body = ("%s wrote:\n> %s\n> %s\n\n%s\n\nSee https://%s/archives/ and the thread at https://%s/pipermail/%s/2025-March/%06d.html\n"
            "From my point of view this is fine.\n\n-- \n%s\n" % (pick(FIRST), "Has anyone tried this on big-endian?", "From the logs it looks like a race.", pick(["Yes, works for me.", "I disagree, see below.", "Patch attached."]),
                                                                    host, host, ln, R.randint(1, 999999), who))
    foot = "_______________________________________________\n%s mailing list -- %s\nTo unsubscribe send an email to %s-leave@%s\nhttps://%s/mailman3/lists/%s.%s/\n" % (ln, listaddr, ln, dom, host, ln, dom) \
        if kind == "mailman3" else "\n%s mailing list\n%s\nhttps://%s/mailman/listinfo/%s\n" % (ln, listaddr, host, ln)
    cs = pick(["utf-8", "iso-8859-1", "us-ascii"])
    part = leaf("text/plain", body + foot, cs if cs != "us-ascii" else "utf-8", pick(["7bit", "quoted-printable"]))
    h = [("Return-Path", "<%s-bounces+alex=example.org@%s>" % (ln, dom)),
         ("Authentication-Results", authres([adom, dom] if munged else [adom], dom, dom if munged else adom, "pass" if munged else "fail")),
         ("DKIM-Signature", dkim(adom, "20230601")),
         ("From", enc_addr("%s via %s" % (who, ln), listaddr) if munged else enc_addr(who, aaddr)),
         ("Reply-To", enc_addr(who, aaddr) if munged else None),
         ("To", listaddr), ("Subject", enc_text(subj)), ("Date", email.utils.format_datetime(next_date())),
         ("Message-ID", "<%s@%s>" % (tok(24, ALNUM), pick(["mail.gmail.com", adom, "localhost.localdomain"]))),
         ("X-Spam-Status", "No, score=-2.0 required=5.0 tests=BAYES_00,DKIM_SIGNED,DKIM_VALID,%sSPF_PASS autolearn=ham" % ("FREEMAIL_FORGED_REPLYTO," if munged else "")),
         ("X-Mailman-Version", "3.3.9" if kind == "mailman3" else "2.1.29"), ("Precedence", "list"),
         ("List-Id", "<%s.%s>" % (ln, dom)),
         ("List-Unsubscribe", "<mailto:%s-leave@%s>" % (ln, dom) if kind == "mailman3" else "<https://%s/mailman/options/%s>,\n <mailto:%s-request@%s?subject=unsubscribe>" % (host, ln, ln, dom)),
         ("List-Archive", "<https://%s/archives/list/%s/>" % (host, listaddr) if kind == "mailman3" else "<https://%s/archive/html/%s>" % (host, ln)),
         ("List-Post", "<mailto:%s>" % listaddr), ("List-Help", "<mailto:%s-request@%s?subject=help>" % (ln, dom)),
         ("List-Subscribe", "<mailto:%s-join@%s>" % (ln, dom) if kind == "mailman3" else "<https://%s/mailman/listinfo/%s>,\n <mailto:%s-request@%s?subject=subscribe>" % (host, ln, ln, dom)),
         ("Errors-To", "%s-bounces+alex=example.org@%s" % (ln, dom)), ("Sender", "\"%s\" <%s-bounces+alex=example.org@%s>" % (ln, ln, dom))]
    return "mailman", finish(h, part)


def t_googlegroups():
    g = pick(["golang-nuts", "qt-interest-de", "kicad-users", "local-climbing-club", "pandoc-discuss"])
    who = person()
    adom = pick(["gmail.com", "web.de", "outlook.com", "example.net"])
    aaddr = ascii_slug(who.replace(" ", ".")) + "@" + adom
    subj = pick(["Re: [%s] Best practice for error wrapping?" % g, "[%s] Treffen am Samstag" % g, "Re: [%s] Build fails on Windows" % g])
    tid = tok(11)
    body = "%s\n\n-- \nYou received this message because you are subscribed to the Google Groups \"%s\" group.\nTo unsubscribe from this group and stop receiving emails from it, send an email to %s+unsubscribe@googlegroups.com.\nTo view this discussion visit https://groups.google.com/d/msgid/%s/%s%%40mail.gmail.com.\n" % (
        pick(["Thanks, that fixed it!", "Hallo zusammen, wir treffen uns um 10 Uhr am Eingang.", "Have you tried go vet?"]), g, g, g, tok(30, ALNUM))
    html = '<div dir="ltr">%s</div>\n<p></p>\n-- <br />\nYou received this message because you are subscribed to the Google Groups &quot;%s&quot; group.<br />\nTo unsubscribe from this group and stop receiving emails from it, send an email to <a href="mailto:%s+unsubscribe@googlegroups.com">%s+unsubscribe@googlegroups.com</a>.<br />\nTo view this discussion visit <a href="https://groups.google.com/d/msgid/%s/%s%%40mail.gmail.com?utm_medium=email&utm_source=footer">https://groups.google.com/d/msgid/%s/%s%%40mail.gmail.com</a>.<br />\n' % (
        esc(body.split("\n")[0]), g, g, g, g, tid, g, tid)
    h = [("Return-Path", "<%s+bncB%s@googlegroups.com>" % (g, tok(40, ALNUM))),
         ("Authentication-Results", authres(["googlegroups.com", adom], "googlegroups.com", "googlegroups.com")),
         ("DKIM-Signature", dkim("googlegroups.com", "20230601")),
         # Groups shows the bare address when the author has no name: a display name holding another address
         ("From", enc_addr("'%s' via %s" % (who if R.random() < 0.6 else aaddr, g), "%s@googlegroups.com" % g)), ("Reply-To", enc_addr(who, aaddr)),
         ("To", "%s <%s@googlegroups.com>" % (g, g)), ("Subject", enc_text(subj)), ("Date", email.utils.format_datetime(next_date())),
         ("Message-ID", "<%s@mail.gmail.com>" % tok(40, ALNUM)), ("X-Original-Sender", aaddr), ("X-Original-Authentication-Results", "mx.google.com; dkim=pass header.i=@%s; spf=pass smtp.mailfrom=%s" % (adom, aaddr)),
         ("Precedence", "list"), ("Mailing-list", "list %s@googlegroups.com; contact %s+owners@googlegroups.com" % (g, g)),
         ("List-ID", "<%s.googlegroups.com>" % g), ("X-Google-Group-Id", str(R.randint(10 ** 11, 10 ** 12))),
         ("List-Post", "<https://groups.google.com/group/%s/post>, <mailto:%s@googlegroups.com>" % (g, g)),
         ("List-Help", "<https://groups.google.com/support/>, <mailto:%s+help@googlegroups.com>" % g),
         ("List-Archive", "<https://groups.google.com/group/%s>" % g),
         ("List-Unsubscribe", "<mailto:googlegroups-manage+%d+unsubscribe@googlegroups.com>,\n <https://groups.google.com/group/%s/subscribe>" % (R.randint(10 ** 11, 10 ** 12), g))]
    return "googlegroups", finish(h, multipart("alternative", [leaf("text/plain", body, "UTF-8", "quoted-printable"), leaf("text/html", html, "UTF-8", "quoted-printable")], "google"))


# --------------------------------------------------------------------------
# account security
SERVICES = [("GitHub", "github.com", "noreply@github.com", "https://github.com/password_reset/%s", "#2da44e"),
            ("Google", "accounts.google.com", "no-reply@accounts.google.com", "https://accounts.google.com/signin/recovery?%s", "#1a73e8"),
            ("Dropbox", "dropbox.com", "no-reply@dropbox.com", "https://www.dropbox.com/password_reset?cont=%s", "#0061fe"),
            ("Slack", "slack.com", "no-reply@slack.com", "https://slack.com/reset/%s", "#4a154b"),
            ("Spotify", "spotify.com", "no-reply@spotify.com", "https://www.spotify.com/us/password-reset/complete/?flow_ctx=%s", "#1db954"),
            ("Atlassian", "id.atlassian.com", "noreply@id.atlassian.com", "https://id.atlassian.com/resetpassword?token=%s", "#0052cc")]


def t_pwreset():
    name, dom, sender, pat, color = pick(SERVICES)
    url = pat % tok(40)
    html = page("Reset your %s password" % name, "Reset your password",
                row("<h2>Reset your password</h2><p>We heard that you lost your %s password. Sorry about that!</p><p>But don't worry! You can use the following button to reset your password:</p>" % name) +
                row(button(url, "Reset your password", color, vml=R.random() < 0.3)) +
                row('<p>If you don\'t use this link within 3 hours, it will expire. To get a new password reset link, visit: <a href="https://%s/password_reset">https://%s/password_reset</a></p>'
                    '<p>Thanks,<br>The %s Team</p>' % (dom, dom, name)))
    text = "We heard that you lost your %s password. Sorry about that!\n\nBut don't worry! You can use the following link to reset your password:\n\n%s\n\nIf you don't use this link within 3 hours, it will expire.\n\nThanks,\nThe %s Team\n" % (name, url, name)
    sdom = sender.split("@")[1]
    rdom = ".".join(sdom.split(".")[-2:])
    plain = R.random() < 0.35
    part = leaf("text/plain", text, "utf-8", "7bit") if plain else html_and_text(text, html, "utf-8", style="x")
    h = [("Return-Path", "<%s>" % sender), ("Authentication-Results", authres([rdom], sdom, sdom)), ("DKIM-Signature", dkim(rdom, "pf2023")),
         ("From", enc_addr(name, sender)), ("To", "alex@example.org"), ("Subject", "[%s] Please reset your password" % name if name == "GitHub" else "Reset your %s password" % name),
         ("Date", email.utils.format_datetime(next_date())), ("Message-ID", msgid(sdom)), ("X-Auto-Response-Suppress", "All")]
    return "pwreset", finish(h, part)


def t_signin():
    name, dom, sender, pat, color = pick(SERVICES[:2] + SERVICES[4:])
    dev = pick(["Windows", "Mac", "iPhone", "Pixel 8", "Linux"])
    subj = "Security alert" if name == "Google" else "[%s] A new sign-in to your account" % name if name == "GitHub" else "New sign-in to your %s account" % name
    check = "https://myaccount.google.com/notifications" if name == "Google" else "https://%s/settings/security" % dom
    html = page(subj, "A new sign-in on %s" % dev, row('<h2>A new sign-in on %s</h2><p>alex@example.org</p><p>We noticed a new sign-in to your %s Account on a %s device. '
                                                     'If this was you, you don\'t need to do anything. If not, we\'ll help you secure your account.</p>' % (dev, name, dev)) +
                row(button(check, "Check activity", color)) +
                row('<p style="font-size:12px;color:#5f6368;">You can also see security activity at<br><a href="%s">%s</a><br>'
                    'You received this email to let you know about important changes to your %s Account and services.</p>' % (check, check.replace("https://", ""), name)))
    text = "A new sign-in on %s\n\nWe noticed a new sign-in to your %s Account on a %s device.\nCheck activity: %s\n" % (dev, name, dev, check)
    sdom = sender.split("@")[1]
    rdom = ".".join(sdom.split(".")[-2:])
    h = [("Return-Path", "<3%s@%s>" % (tok(30, ALNUM), "gaia.bounces.google.com" if name == "Google" else sdom)),
         ("Authentication-Results", authres([rdom], sdom, sdom)), ("DKIM-Signature", dkim(rdom, "20230601")),
         ("From", enc_addr(name, sender)), ("To", "alex@example.org"), ("Subject", subj),
         ("Date", email.utils.format_datetime(next_date())), ("Message-ID", "<%s@%s>" % (tok(22), "google.com" if name == "Google" else sdom))]
    return "signin", finish(h, html_and_text(text, html, "UTF-8", style="google" if name == "Google" else "x"))


# --------------------------------------------------------------------------
# surveys, forms, alerts
def survey(cat, sender_name, sender, rp_dom, url_for_answer, title):
    q = pick(["How likely are you to recommend us to a friend?", "How satisfied were you with your recent visit?", "Wie zufrieden waren Sie mit unserem Service?"])
    cells = "".join('<td align="center" style="padding:2px;"><a href="%s" style="display:block;width:28px;line-height:28px;border:1px solid #ccc;text-decoration:none;color:#333;">%d</a></td>'
                    % (url_for_answer(i), i) for i in range(0, 11))
    html = page(title, q, row("<p>Hi Alex,</p><p>%s</p>" % esc(q)) + '<tr><td><table role="presentation" align="center"><tr>%s</tr></table></td></tr>' % cells +
                row(button(url_for_answer(None), "Begin survey", "#00bf6f")) +
                row('<p style="font-size:12px;color:#888;">Please do not forward this email as its survey link is unique to you. <a href="%s">Unsubscribe</a> from this list.</p>' % url_for_answer("optout")))
    text = "Hi Alex,\n\n%s\n\nBegin survey: %s\n\nPlease do not forward this email as its survey link is unique to you.\n" % (q, url_for_answer(None))
    h = [("Return-Path", "<bounce-%s@%s>" % (hexs(20), rp_dom)),
         ("Authentication-Results", authres([rp_dom], rp_dom, sender.split("@")[1])), ("DKIM-Signature", dkim(sender.split("@")[1], "s1")),
         ("From", enc_addr(sender_name, sender)), ("To", "alex@example.org"), ("Subject", enc_text(title)),
         ("Date", email.utils.format_datetime(next_date())), ("Message-ID", msgid(rp_dom)),
         ("List-Unsubscribe", "<%s>" % url_for_answer("optout"))]
    return cat, finish(h, html_and_text(text, html, "utf-8", style="sg"))


def t_surveymonkey():
    b = pick(BRANDS)
    sid = tok(22)
    return survey("surveymonkey", b.name, "member@surveymonkeyuser.com", "surveymonkeyuser.com",
                  lambda a: ("https://www.surveymonkey.com/tr/v1/te/%s" % tok(60)) if a is None else
                  ("https://www.surveymonkey.com/optout.aspx?sm=%s" % sid) if a == "optout" else
                  "https://www.surveymonkey.com/r/%s?sm=%s&c=%s" % (tok(7, ALNUM.upper()), sid, a), "%s wants your feedback" % b.name)


def t_typeform():
    b = pick(BRANDS + APP_BRANDS)
    fid = tok(8)
    return survey("typeform", b.name, "notifications@followups.typeform.io", "followups.typeform.io",
                  lambda a: ("https://%s.typeform.com/to/%s#email=alex@example.org" % (b.handle[:14], fid)) if a is None else
                  ("https://admin.typeform.com/unsubscribe/%s" % tok(20)) if a == "optout" else
                  "https://%s.typeform.com/to/%s?nps=%s#email=alex@example.org" % (b.handle[:14], fid, a), "Quick question from %s" % b.name)


def t_qualtrics():
    b = pick(SFMC_BRANDS + BRANDS[:3])
    sv = "SV_" + tok(15, ALNUM)
    org = b.handle[:12]
    return survey("qualtrics", b.name, "noreply@qemailserver.com", "qemailserver.com",
                  lambda a: ("https://%s.qualtrics.com/jfe/form/%s?Q_CHL=email&Q_DL=%s" % (org, sv, tok(40))) if a is None else
                  ("https://%s.qualtrics.com/CP/Register.php?OptOut=true&RID=%s" % (org, tok(20))) if a == "optout" else
                  "https://%s.qualtrics.com/jfe/form/%s?Q_CHL=email&Q_DL=%s&NPS=%s" % (org, sv, tok(40), a), "Tell us about your experience with %s" % b.name)


def t_gforms():
    who = person()
    dom = pick(["riversideyoga.com", "lumenlabs.io", "gmail.com"])
    fid = "1FAIpQL" + tok(49)
    action = "https://docs.google.com/forms/d/e/%s/formResponse" % fid
    title = pick(["Workshop sign-up", "Potluck: what are you bringing?", "Team offsite survey"])
    html = ('<html><body><div style="font-family:Roboto,Arial;"><p>%s has invited you to fill out a form:</p><h2>%s</h2>'
            '<form action="%s" method="POST" target="_blank"><p>Your name <input type="text" name="entry.%d" value=""></p>'
            '<p>Choice <select name="entry.%d"><option>Saturday</option><option>Sunday</option></select></p>'
            '<input type="hidden" name="fvv" value="1"><input type="hidden" name="pageHistory" value="0"><input type="submit" value="Submit"></form>'
            '<p>If you have trouble viewing or submitting this form, you can fill it out in Google Forms: <a href="https://docs.google.com/forms/d/e/%s/viewform?usp=mail_form_link">'
            'https://docs.google.com/forms/d/e/%s/viewform?usp=mail_form_link</a></p>'
            '<p style="font-size:11px;color:#777;">Create your own Google Form: <a href="https://docs.google.com/forms/">https://docs.google.com/forms/</a><br>'
            'Google Forms: Create and analyze surveys. <a href="https://www.google.com/forms/about/?utm_source=product&utm_medium=forms_logo&utm_campaign=forms">Google Forms</a></p></div></body></html>'
            % (esc(who), esc(title), action, R.randint(10 ** 8, 10 ** 9), R.randint(10 ** 8, 10 ** 9), fid, fid))
    text = "%s has invited you to fill out a form:\n%s\n\nhttps://docs.google.com/forms/d/e/%s/viewform?usp=mail_form_link\n" % (who, title, fid)
    addr = ascii_slug(who.replace(" ", ".")) + "@" + dom
    h = [("Return-Path", "<3%s@forms-receipts-noreply.bounces.google.com>" % tok(30, ALNUM)),
         ("Authentication-Results", authres(["google.com"], "forms-receipts-noreply.bounces.google.com", "google.com")), ("DKIM-Signature", dkim("google.com", "20230601")),
         ("From", enc_addr("%s (via Google Forms)" % who, "forms-receipts-noreply@google.com")), ("Reply-To", enc_addr(who, addr)),
         ("To", "alex@example.org"), ("Subject", title), ("Date", email.utils.format_datetime(next_date())), ("Message-ID", "<%s@google.com>" % tok(40, ALNUM))]
    return "gforms", finish(h, html_and_text(text, html, "UTF-8", style="google"))


def t_galerts():
    q = pick(["\"URI Inspector\"", "qr code phishing", "Qt 6 release", "quishing", "email security"])
    items = []
    for _ in range(R.randint(2, 5)):
        site = pick(["www.heise.de", "arstechnica.com", "www.bleepingcomputer.com", "www.theregister.com", "krebsonsecurity.com", "www.golem.de"])
        target = "https://%s/%s/%d/%s" % (site, pick(["news", "security", "article"]), R.randint(2024, 2025), tok(12, "abcdefghijklmnopqrstuvwxyz-"))
        g = "https://www.google.com/url?rct=j&sa=t&url=%s&ct=ga&cd=%s&usg=%s" % (quote(target, safe=""), tok(40), tok(28))
        items.append((site, target, g, pick(["New phishing campaign abuses QR codes", "Qt 6.9 released", "Researchers detail link-wrapping abuse", "Patch Tuesday roundup"])))
    html = page("Google Alert - %s" % q, q, row('<p style="font-size:18px;">Google Alerts</p><p><b>%s</b></p>' % esc(q)) +
                "".join(row('<a href="%s" style="color:#1a0dab;font-size:16px;">%s</a><br><span style="color:#006621;">%s</span>'
                            '<br><a href="https://www.google.com/alerts/share?hl=en&gl=US&ru=%s&ss=tw&rt=%s&cd=%s&ssp=AMJHsmU">Twitter</a>'
                            % (g, esc(t), s, quote(tg, safe=""), quote(t), tok(40))) for s, tg, g, t in items) +
                row('<p style="font-size:12px;"><a href="https://www.google.com/alerts/remove?source=alertsmail&hl=en&gl=US&msgid=%s&s=%s">Unsubscribe</a> | '
                    '<a href="https://www.google.com/alerts?source=alertsmail&hl=en&gl=US&msgid=%s">View all your alerts</a></p>' % (tok(20), tok(40), tok(20))))
    text = "Google Alerts\n\n%s\n\n" % q + "\n\n".join("%s\n%s\n<%s>" % (t, s, g) for s, tg, g, t in items) + "\n"
    h = [("Return-Path", "<3%s@alerts.bounces.google.com>" % tok(30, ALNUM)),
         ("Authentication-Results", authres(["google.com"], "alerts.bounces.google.com", "google.com")), ("DKIM-Signature", dkim("google.com", "20230601")),
         ("From", enc_addr("Google Alerts", "googlealerts-noreply@google.com")), ("To", "alex@example.org"),
         ("Subject", enc_text("Google Alert - %s" % q)), ("Date", email.utils.format_datetime(next_date())), ("Message-ID", "<%s@google.com>" % tok(30, ALNUM)),
         ("List-Unsubscribe", "<https://www.google.com/alerts/remove?source=alertsmail&hl=en&gl=US&msgid=%s&s=%s>" % (tok(20), tok(40))), ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")]
    return "galerts", finish(h, html_and_text(text, html, "UTF-8", style="google"))


# --------------------------------------------------------------------------
# mail passed through link-rewriting gateways
def forwarded_business(cat, rewrite):
    who = person()
    dom = pick(["contoso-partners.com", "lumenlabs.io", "fjordhome.eu", "kessler-fahrraeder.de"])
    sender = ascii_slug(who.replace(" ", ".")) + "@" + dom
    links = [pick(["https://www.%s/" % dom, "https://docs.%s/spec/v2" % dom]),
             "https://teams.microsoft.com/l/meetup-join/19%%3ameeting_%s%%40thread.v2/0" % tok(40, ALNUM),
             pick(["https://github.com/acme-corp/uri-inspector/pull/%d" % R.randint(10, 999), "https://www.rfc-editor.org/rfc/rfc8058", "https://www.bsi.bund.de/"])]
    body = "<p>Hi Alex,</p><p>%s</p><ul>%s</ul><p>Best regards,<br>%s<br><a href=\"%s\">www.%s</a></p>" % (
        pick(["as discussed, here are the links for tomorrow:", "please find the documents below.", "following up on our call:"]),
        "".join('<li><a href="%s">%s</a></li>' % (rewrite(u), esc(u)) for u in links), esc(who), rewrite("https://www." + dom + "/"), dom)
    html = '<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body><div class="WordSection1">%s</div></body></html>' % body
    text = "Hi Alex,\n\n" + "\n".join("<%s>" % rewrite(u) for u in links) + "\n\nBest regards,\n%s\n" % who
    h = [("Return-Path", "<%s>" % sender),
         ("Authentication-Results", authres([dom], dom, dom)), ("DKIM-Signature", dkim(dom, "selector1")),
         # some clients put the address itself in the display name ('a@b' <a@b>): same address, not a spoof
         ("From", enc_addr(who if R.random() < 0.7 else "'%s'" % sender, sender)), ("To", "Alex Example <alex@example.org>"),
         ("Subject", enc_text(pick(["Links for tomorrow", "AW: Angebot", "RE: spec review", "Unterlagen für Donnerstag"]))),
         ("Date", email.utils.format_datetime(next_date())), ("Message-ID", "<%s@%s.prod.outlook.com>" % (tok(40, ALNUM.upper()), tok(12, ALNUM.upper()))),
         ("Thread-Topic", "spec review"), ("Thread-Index", tok(30, ALNUM) + "=="), ("X-MS-Has-Attach", ""), ("Content-Language", pick(["en-US", "de-DE"])),
         ("X-MS-Exchange-Organization-AuthAs", "Anonymous")]
    if cat == "safelinks":
        h.append(("X-MS-Exchange-Organization-SCL", "1"))
        h.append(("X-Microsoft-Antispam", "BCL:0;"))
    else:
        h.append(("X-Proofpoint-Virus-Version", "vendor=baseguard engine=ICAP:2.0.293,Aquarius:18.0.1039,Hydra:6.0.680,FMLib:17.12.%d.0 definitions=2025-03-%02d_01,2025-03-01_01,2025-03-01_01 signatures=0" % (R.randint(10, 80), R.randint(1, 28))))
        h.append(("X-Proofpoint-Spam-Details", "rule=outbound_notspam policy=outbound score=0 spamscore=0 suspectscore=0 phishscore=0 bulkscore=0 adultscore=0 classifier=spam adjust=0 reason=mlx scancount=1 engine=8.19.0-2502280000"))
    return cat, finish(h, html_and_text(text, html, "utf-8", style="ms", cte_html="quoted-printable", cte_text="quoted-printable"))


def t_safelinks():
    region = pick(["nam12", "nam10", "eur01", "eur02", "eur03", "apc01", "gbr01"])
    data = "05%%7C02%%7Calex%%40example.org%%7C%s%%7C%s%%7C%s%%7C0%%7C0%%7C638%d%%7CUnknown%%7CTWFpbGZsb3d8eyJFbXB0eU1hcGkiOnRydWV9%%7C0%%7C%%7C%%7C" % (hexs(32), hexs(32), hexs(32), R.randint(10 ** 14, 10 ** 15))
    return forwarded_business("safelinks", lambda u: "https://%s.safelinks.protection.outlook.com/?url=%s&data=%s&sdata=%s&reserved=0" % (region, quote(u, safe=""), data, quote(b64(43) + "=", safe="")))


def pp_v2(u):
    enc = u.replace("-", "-2D").replace("_", "-5F").replace(":", "-3A").replace("/", "_").replace("?", "-3F").replace("=", "-3D").replace("&", "-26").replace("%", "-25")
    return "https://urldefense.proofpoint.com/v2/url?u=%s&d=DwMF%s&c=%s&r=%s&m=%s&s=%s&e=" % (enc, tok(2, ALNUM), tok(43), tok(43), tok(43), tok(43))


def pp_v3(u):
    return "https://urldefense.com/v3/__%s__;!!%s!%s$" % (u, tok(8, ALNUM + "-"), tok(R.randint(60, 90), ALNUM + "-_"))


def t_proofpoint():
    v = pick([pp_v2, pp_v3, pp_v3])
    return forwarded_business("proofpoint", v)


# --------------------------------------------------------------------------
PLAN = [  # (template, count, category)
    (t_mailchimp, 18), (t_sendgrid, 14), (t_ses, 12), (t_sfmc, 14), (t_hubspot, 10), (t_klaviyo, 12),
    (t_constantcontact, 8), (t_mailgun, 8), (t_braze, 8), (t_iterable, 6), (t_substack, 12), (t_beehiiv, 8), (t_convertkit, 8),
    (t_github, 18), (t_gitlab, 8), (t_jira, 10), (t_slack, 8), (t_gcal, 10), (t_m365, 8), (t_linkedin, 8), (t_zoom, 6),
    (t_drive, 6), (t_dropbox, 4),
    (t_stripe, 10), (t_paypal, 8), (t_amazon, 12), (t_apple, 6), (t_uber, 6), (t_airline, 6),
    (t_mailman, 10), (t_googlegroups, 8),
    (t_pwreset, 10), (t_signin, 8),
    (t_surveymonkey, 5), (t_typeform, 5), (t_qualtrics, 5), (t_gforms, 4), (t_galerts, 6),
    (t_safelinks, 8), (t_proofpoint, 8),
]

ENVELOPE = {"github": "noreply@github.com", "amazon": "bounces@amazon.com"}


def mbox_escape(msg):
    out = []
    for line in msg.split("\n"):
        if line.startswith("From "):
            line = ">" + line
        out.append(line)
    return "\n".join(out)


def main():
    jobs = []
    for fn, n in PLAN:
        jobs += [fn] * n
    R.shuffle(jobs)
    counts = {}
    chunks = []
    for fn in jobs:
        cat, msg = fn()
        counts[cat] = counts.get(cat, 0) + 1
        env = ENVELOPE.get(cat, "MAILER-DAEMON")
        when = _T0 + datetime.timedelta(seconds=_clock[0])
        msg = msg.replace("\r\n", "\n")
        if not msg.endswith("\n"):
            msg += "\n"
        chunks.append("From %s %s\n%s\n" % (env, when.strftime("%a %b %d %H:%M:%S %Y"), mbox_escape(msg)))
    data = "".join(chunks).encode("ascii")
    with open(OUT, "wb") as f:
        f.write(data)
    print("wrote %s: %d messages, %d bytes" % (OUT, len(jobs), len(data)))
    for k in sorted(counts):
        print("  %-16s %d" % (k, counts[k]))


if __name__ == "__main__":
    main()
