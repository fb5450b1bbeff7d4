// The wordings of the context checks, C1..C7 (security/detail/messages.h),
// made by the documents layer (documents/context.cpp). No include guard.

// C1: {shown} and {target} are the registrable domains (or hosts) of the
// shown text and of where the link goes; {tracker} a mail service's click
// tracker
URI_MESSAGE(kC1Mismatch, "C1.mismatch",
            URI_TR_NOOP("uri::security::Message",
                        "The text shows {shown}, and the link goes to {target}, another owner"))
URI_MESSAGE(kC1Protected, "C1.protected",
            URI_TR_NOOP("uri::security::Message",
                        "The text shows {shown}, a protected domain, and the link goes to "
                        "{target}, another owner"))
URI_MESSAGE(kC1Tracker, "C1.tracker",
            URI_TR_NOOP("uri::security::Message",
                        "The text shows {shown}, and the link goes through {target}, a mail "
                        "service's click tracker: where it forwards is not in the link"))

URI_MESSAGE(kC1Redirect, "C1.redirect",
            URI_TR_NOOP("uri::security::Message",
                        "The text shows {shown}, and the link goes through {target}, another "
                        "owner's redirect that names it: where it forwards is that owner's choice"))

// C2
URI_MESSAGE(kC2Downgrade, "C2.downgrade",
            URI_TR_NOOP("uri::security::Message",
                        "The text shows https:, and the link goes to {target} over http:, "
                        "in clear"))

// C3, on a message: {owner} is the From address's registrable domain
URI_MESSAGE(kC3NameAddress, "C3.name-address",
            URI_TR_NOOP("uri::security::Message",
                        "The sender's name holds the address {named}, and the mail is from "
                        "{address} ({owner})"))
URI_MESSAGE(kC3NameBrand, "C3.name-brand",
            URI_TR_NOOP("uri::security::Message",
                        "The sender's name says {brand}, and the mail is from {address}: "
                        "{owner} is none of {brand}'s domains"))
URI_MESSAGE(kC3ReplyFreemail, "C3.reply-freemail",
            URI_TR_NOOP("uri::security::Message",
                        "Replies go to {reply}, at a free mail service, and the mail is from "
                        "{owner}"))
URI_MESSAGE(kC3ReplyOther, "C3.reply-other",
            URI_TR_NOOP("uri::security::Message",
                        "Replies go to {reply}, of another owner than the From address's "
                        "{owner}"))
URI_MESSAGE(kC3ReturnPath, "C3.return-path",
            URI_TR_NOOP("uri::security::Message",
                        "Bounces go to {bounce}, of another owner than the From address's "
                        "{owner} (mail services send so for their customers)"))

// C4: {target} is where the form posts; {page} the page's own site; {name}
// an attachment's file name
URI_MESSAGE(kC4Password, "C4.password",
            URI_TR_NOOP("uri::security::Message",
                        "A form asks for a password and sends it to {target}"))
URI_MESSAGE(kC4PasswordAttachment, "C4.password-attachment",
            URI_TR_NOOP("uri::security::Message",
                        "The attached page {name} asks for a password and sends it to {target}"))
URI_MESSAGE(kC4Cleartext, "C4.cleartext",
            URI_TR_NOOP("uri::security::Message",
                        "A form sends what is typed into it to {target} over http:, in clear"))
URI_MESSAGE(kC4OtherSite, "C4.other-site",
            URI_TR_NOOP("uri::security::Message",
                        "A form sends what is typed into it to {target}, another owner than the "
                        "page's {page}"))
URI_MESSAGE(kC4InMail, "C4.in-mail",
            URI_TR_NOOP("uri::security::Message",
                        "A form in a mail sends what is typed into it to {target}"))

// C5
URI_MESSAGE(kC5Refresh, "C5.refresh",
            URI_TR_NOOP("uri::security::Message",
                        "The page sends its reader on to {target} by itself, without a click "
                        "(meta refresh)"))
URI_MESSAGE(kC5Script, "C5.script",
            URI_TR_NOOP("uri::security::Message",
                        "A script of the page sends its reader on to {target}, without a click"))
URI_MESSAGE(kC5Attachment, "C5.attachment",
            URI_TR_NOOP("uri::security::Message",
                        "The attached page {name} sends its reader on to {target} as soon as it "
                        "is opened"))
URI_MESSAGE(kC5Frame, "C5.frame",
            URI_TR_NOOP("uri::security::Message",
                        "The attached page {name} shows a page of {target} inside itself as soon "
                        "as it is opened (a frame)"))

// C6: {symbology} as zxing-cpp names it ("QRCode")
URI_MESSAGE(kC6InMail, "C6.in-mail",
            URI_TR_NOOP("uri::security::Message",
                        "The link arrives in a code ({symbology}): its address is seen only "
                        "once it is scanned, on a phone, outside the mail's protection"))
URI_MESSAGE(kC6Code, "C6.code",
            URI_TR_NOOP("uri::security::Message",
                        "The link arrives in a code ({symbology}): its address is seen only "
                        "once it is scanned"))

// C7
URI_MESSAGE(kC7Nothing, "C7.nothing",
            URI_TR_NOOP("uri::security::Message",
                        "The link shows nothing (no text, no image): a reader cannot see it, "
                        "and programs that follow every link do"))
