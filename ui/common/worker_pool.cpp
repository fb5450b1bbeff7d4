#include "common/worker_pool.h"

#include <QGlobalStatic>
#include <QThread>
#include <QThreadPool>

#include <algorithm>

namespace uri::ui {
namespace {

/// Destroyed at exit after its threads finish, as the global pool is.
struct WorkerPool : QThreadPool
{
    WorkerPool()
    {
        // the analysis, the Encoding views and the Extract links at once
        setMaxThreadCount(std::max(3, QThread::idealThreadCount()));
    }
};

Q_GLOBAL_STATIC(WorkerPool, theWorkerPool)

} // namespace

QThreadPool *workerPool()
{
    return theWorkerPool();
}

} // namespace uri::ui
