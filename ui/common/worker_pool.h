#pragma once

class QThreadPool;

namespace uri::ui {

/**
 * @brief The threads the window's own work runs on (the analysis, the
 * Encoding pane's views, the links of the Extract pane).
 *
 * Not QThreadPool::globalInstance(): Qt's raster engine splits a large fill
 * into segments, hands them to the global pool and waits for them, so a
 * paint would wait for an analysis of a 10 MB paste that held the pool's
 * threads (on a machine with one or two cores, all of them).
 */
QThreadPool *workerPool();

} // namespace uri::ui
