// The wordings of download.cpp (security/detail/messages.h). No include guard.

// F1: one wording per class of downloads.txt
URI_MESSAGE(kF1Program, "F1.program",
            URI_TR_NOOP("uri::security::Message",
                        "The link downloads \"{file}\": a .{extension} file is a program, an "
                        "installer or a script that runs when it is opened"))
URI_MESSAGE(kF1Script, "F1.script",
            URI_TR_NOOP("uri::security::Message",
                        "The link downloads \"{file}\": a .{extension} file is a script, which "
                        "runs when it is opened with its interpreter"))
URI_MESSAGE(kF1DiskImage, "F1.disk-image",
            URI_TR_NOOP("uri::security::Message",
                        "The link downloads \"{file}\": a .{extension} file is a disk image, and "
                        "the programs in it run without the mark that warns of a download"))
URI_MESSAGE(kF1Android, "F1.android",
            URI_TR_NOOP("uri::security::Message",
                        "The link downloads \"{file}\": a .{extension} file installs an Android "
                        "app"))
URI_MESSAGE(kF1Profile, "F1.profile",
            URI_TR_NOOP("uri::security::Message",
                        "The link downloads \"{file}\": a .{extension} file changes the system's "
                        "settings (VPN, certificates) when it is installed"))
URI_MESSAGE(kF1ActiveDocument, "F1.active-document",
            URI_TR_NOOP("uri::security::Message",
                        "The link downloads \"{file}\": a .{extension} document can run macros or "
                        "embedded code when it is opened"))
URI_MESSAGE(kF1Archive, "F1.archive",
            URI_TR_NOOP("uri::security::Message",
                        "The link downloads \"{file}\": a .{extension} archive, whose files are "
                        "unknown until it is opened"))
// F2
URI_MESSAGE(kF2DoubleExtension, "F2.double-extension",
            URI_TR_NOOP("uri::security::Message",
                        "\"{file}\" ends in .{shown}.{extension}: where the last extension is "
                        "hidden, as Windows hides known ones, it reads as a .{shown} file"))
// F3
URI_MESSAGE(kF3CpuName, "F3.cpu-name",
            URI_TR_NOOP("uri::security::Message",
                        "\"{file}\" is named after a processor ({cpu}): so IoT botnets (Mirai "
                        "and its kin) name the build of their program for each kind of device"))
// F4: one wording per kind of host line, with the account where the URL names one
URI_MESSAGE(kF4Release, "F4.release",
            URI_TR_NOOP("uri::security::Message",
                        "The file is a release download of \"{account}\" on {service}, where "
                        "anyone can publish one"))
URI_MESSAGE(kF4Raw, "F4.raw",
            URI_TR_NOOP("uri::security::Message",
                        "The file is served raw from the repository \"{account}\" on {service}, "
                        "where anyone can publish one"))
URI_MESSAGE(kF4Archive, "F4.archive",
            URI_TR_NOOP("uri::security::Message",
                        "The file is a source archive that {service} makes of the repository "
                        "\"{account}\", where anyone can publish one"))
URI_MESSAGE(kF4UploadAccount, "F4.upload-account",
            URI_TR_NOOP("uri::security::Message",
                        "The file is on {service}, where anyone can upload files; this one is "
                        "under \"{account}\""))
URI_MESSAGE(kF4Upload, "F4.upload",
            URI_TR_NOOP("uri::security::Message",
                        "The file is on {service}, where anyone can upload files"))
