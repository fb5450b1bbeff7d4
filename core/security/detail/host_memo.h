// Answers about a host name kept per thread, for the hosts of a batch that
// repeat: libpsl's (host.cpp) and the host against the brands (domain.cpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace uri::security::detail {

/// Up to 65,536 names (a log's distinct hosts, rather than a memo emptied
/// while one pass over them still runs), each with an Entry. The entries
/// and the names' bytes are kept in order of arrival; an open-addressing
/// table over at least twice as many slots (their number doubles as names
/// come) holds each one's hash and place, 16 bytes a slot. A lookup reads
/// one slot, one entry and one key, where a node table reads a bucket, a
/// node and the key's own allocation. Emptied when full; a name longer
/// than a DNS name can be (RFC 1035 §2.3.4) is not kept. The hash is the
/// caller's (StringHash).
template <typename Entry>
class HostMemo
{
    static_assert(std::is_trivially_copyable_v<Entry>, "an entry is copied in and out");

public:
    static constexpr std::size_t kMaxKey = 255;

    /// The entry kept for @p name, or null; valid until the next insert().
    [[nodiscard]] const Entry *find(std::string_view name, std::uint64_t hash) const
    {
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = hash & mask; slots_[i].place != 0; i = (i + 1) & mask) {
            if (slots_[i].hash != hash)
                continue;
            const Kept &k = kept_[slots_[i].place - 1];
            if (std::string_view(keys_).substr(k.offset, k.length) == name)
                return &k.entry;
        }
        return nullptr;
    }

    /// Keeps @p entry for @p name, unless the name is longer than kMaxKey.
    void insert(std::string_view name, std::uint64_t hash, const Entry &entry)
    {
        if (name.size() > kMaxKey)
            return;
        if (kept_.size() >= kCapacity)
            clear();
        else if (2 * (kept_.size() + 1) > slots_.size())
            grow();
        kept_.push_back(Kept{entry, static_cast<std::uint32_t>(keys_.size()),
                             static_cast<std::uint32_t>(name.size())});
        keys_.append(name);
        place(Slot{hash, static_cast<std::uint32_t>(kept_.size())});
    }

    void clear()
    {
        std::fill(slots_.begin(), slots_.end(), Slot{});
        kept_.clear();
        keys_.clear();
    }

private:
    static constexpr std::size_t kCapacity = std::size_t{1} << 16;
    struct Slot
    {
        std::uint64_t hash = 0;
        std::uint32_t place = 0; // 1 + the entry's index in kept_; 0: free
    };
    struct Kept
    {
        Entry entry;
        std::uint32_t offset = 0; // of the name in keys_
        std::uint32_t length = 0;
    };
    void place(const Slot &slot)
    {
        const std::size_t mask = slots_.size() - 1;
        std::size_t i = slot.hash & mask;
        while (slots_[i].place != 0)
            i = (i + 1) & mask;
        slots_[i] = slot;
    }
    void grow()
    {
        std::vector<Slot> old(2 * slots_.size());
        old.swap(slots_);
        for (const Slot &s : old) {
            if (s.place != 0)
                place(s);
        }
    }

    std::vector<Slot> slots_ = std::vector<Slot>(1024);
    std::vector<Kept> kept_;
    std::string keys_;
};

} // namespace uri::security::detail
