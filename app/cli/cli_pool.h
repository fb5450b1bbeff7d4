/**
 * @file cli_pool.h
 * @brief Worker threads that take items in turn and an output written in
 * the items' order (--jobs, docs/cli.md): the lines of a batch
 * (cli_jobs.cpp), the pieces of a text (cli_extract.cpp).
 *
 * The main thread fills items, submits them, and writes each item's output
 * as soon as it and every item before it are done. At most a few items per
 * worker are in flight, so memory stays bounded whatever the length of the
 * input; written items are handed back by take() to be filled again, with
 * their memory.
 */
#pragma once

#include "cli_args.h"

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace uri::cli {

/// What a pool's item has besides its input: filled in by the work.
struct PoolItemResult
{
    std::string out;          ///< written in order once done
    bool flagged = false;     ///< some input was flagged (exit status 1)
    std::exception_ptr error; ///< what the work threw, after what it wrote
    bool done = false;        ///< set by the pool

    /// Emptied for the next input. The output keeps its memory up to 4 MiB:
    /// an item's output is often larger than malloc's threshold for mmap(),
    /// and mapping and unmapping it for every item costs more than the work
    /// (page faults, and every other thread's TLB flushed).
    void clearResult()
    {
        if (out.capacity() > kKeptOutput)
            out = std::string();
        out.clear();
        flagged = false;
        error = nullptr;
        done = false;
    }

    static constexpr std::size_t kKeptOutput = std::size_t{4} << 20;
};

/**
 * @brief The pool over items of type @p Item, a PoolItemResult with a
 * `recycle()` that empties it for the next take().
 */
template <class Item>
class OrderedPool
{
public:
    /// What a worker does with one item.
    using Work = std::function<void(Item &item)>;
    /// What the writing thread does with an item, in order, before writing
    /// its output: it may redo the work there (extract's pieces).
    using Settle = std::function<void(Item &item)>;

    /// @p makeWork is called once per worker thread, so that a worker may
    /// own what is not shared (the readers' library handles).
    OrderedPool(unsigned workers, std::size_t itemsPerWorker, const std::function<Work()> &makeWork,
                Settle settle = {})
        : m_limit(itemsPerWorker * workers), m_settle(std::move(settle))
    {
        for (unsigned i = 0; i < workers; ++i)
            m_threads.emplace_back([this, work = makeWork()] { run(work); });
    }

    OrderedPool(const OrderedPool &) = delete;
    OrderedPool &operator=(const OrderedPool &) = delete;

    ~OrderedPool()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_workAvailable.notify_all();
        for (std::thread &t : m_threads)
            t.join();
    }

    /// An empty item: one already written, or a new one.
    std::unique_ptr<Item> take()
    {
        const std::lock_guard lock(m_mutex);
        if (m_free.empty())
            return std::make_unique<Item>();
        std::unique_ptr<Item> item = std::move(m_free.back());
        m_free.pop_back();
        return item;
    }

    /// Queue @p item, first writing finished items while too many are in flight.
    void submit(std::unique_ptr<Item> item)
    {
        std::unique_lock lock(m_mutex);
        while (m_inFlight.size() >= m_limit)
            writeFront(lock);
        m_pending.push_back(item.get());
        m_inFlight.push_back(std::move(item));
        lock.unlock();
        m_workAvailable.notify_one();
    }

    /// Write every item still in flight, in order; whether any was flagged.
    /// An exception thrown by the work is thrown again here, after the
    /// output before it has been written, as a run without threads would.
    bool finish()
    {
        std::unique_lock lock(m_mutex);
        while (!m_inFlight.empty())
            writeFront(lock);
        return m_flagged;
    }

private:
    // Wait until the oldest item is done, then settle and write it without the lock.
    void writeFront(std::unique_lock<std::mutex> &lock)
    {
        m_itemDone.wait(lock, [this] { return m_inFlight.front()->done; });
        std::unique_ptr<Item> item = std::move(m_inFlight.front());
        m_inFlight.pop_front();
        lock.unlock();
        if (m_settle && !item->error)
            m_settle(*item);
        m_flagged = m_flagged || item->flagged;
        writeOut(item->out);
        if (item->error)
            std::rethrow_exception(item->error);
        item->recycle();
        lock.lock();
        m_free.push_back(std::move(item));
    }

    void run(const Work &work)
    {
        for (;;) {
            Item *item = nullptr;
            {
                std::unique_lock lock(m_mutex);
                m_workAvailable.wait(lock, [this] { return m_stop || !m_pending.empty(); });
                if (m_stop)
                    return;
                item = m_pending.front();
                m_pending.pop_front();
            }
            try {
                work(*item);
            } catch (...) {
                item->error = std::current_exception();
            }
            {
                const std::lock_guard lock(m_mutex);
                item->done = true;
            }
            m_itemDone.notify_all();
        }
    }

    std::size_t m_limit;
    Settle m_settle;
    std::mutex m_mutex;
    std::condition_variable m_workAvailable;
    std::condition_variable m_itemDone;
    std::deque<std::unique_ptr<Item>> m_inFlight; ///< in input order, oldest first
    std::deque<Item *> m_pending;                 ///< not yet taken by a worker
    std::vector<std::unique_ptr<Item>> m_free;    ///< written, to be filled again
    bool m_stop = false;
    bool m_flagged = false; ///< only the writing thread reads and writes it
    std::vector<std::thread> m_threads; ///< last: joined before the rest goes
};

} // namespace uri::cli
