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
/// while one pass over them still runs), each with an Entry. Open addressing
/// over at least twice as many slots (their number doubles as names come),
/// the names' bytes in one buffer: a lookup reads one slot and one key,
/// where a node table reads a bucket, a node and the key's own allocation.
/// Emptied when full; a name longer than a DNS name can be (RFC 1035
/// §2.3.4) is not kept. The hash is the caller's (StringHash).
template <typename Entry>
class HostMemo
{
    static_assert(std::is_trivially_copyable_v<Entry>, "an entry is copied in and out");

public:
    static constexpr std::size_t kMaxKey = 255;

    [[nodiscard]] const Entry *find(std::string_view name, std::uint64_t hash) const
    {
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = hash & mask; slots_[i].used; i = (i + 1) & mask) {
            const Slot &s = slots_[i];
            if (s.hash == hash && s.length == name.size()
                && std::string_view(keys_).substr(s.offset, s.length) == name)
                return &s.entry;
        }
        return nullptr;
    }

    /// Keeps @p entry for @p name, unless the name is longer than kMaxKey.
    void insert(std::string_view name, std::uint64_t hash, const Entry &entry)
    {
        if (name.size() > kMaxKey)
            return;
        if (size_ >= kCapacity) {
            clear();
        } else if (2 * (size_ + 1) > slots_.size()) {
            grow();
        }
        place(Slot{hash, static_cast<std::uint32_t>(keys_.size()),
                   static_cast<std::uint32_t>(name.size()), entry, true});
        keys_.append(name);
        ++size_;
    }

    void clear()
    {
        std::fill(slots_.begin(), slots_.end(), Slot{});
        keys_.clear();
        size_ = 0;
    }

private:
    static constexpr std::size_t kCapacity = std::size_t{1} << 16;
    struct Slot
    {
        std::uint64_t hash = 0;
        std::uint32_t offset = 0; // of the name in keys_
        std::uint32_t length = 0;
        Entry entry{};
        bool used = false;
    };
    void place(const Slot &slot)
    {
        const std::size_t mask = slots_.size() - 1;
        std::size_t i = slot.hash & mask;
        while (slots_[i].used)
            i = (i + 1) & mask;
        slots_[i] = slot;
    }
    void grow()
    {
        std::vector<Slot> old(2 * slots_.size());
        old.swap(slots_);
        for (const Slot &s : old) {
            if (s.used)
                place(s);
        }
    }

    std::vector<Slot> slots_ = std::vector<Slot>(1024);
    std::string keys_;
    std::size_t size_ = 0;
};

} // namespace uri::security::detail
