/**
 * @file after_repaint.h
 * @brief Work the window defers until what it has just changed is painted.
 */
#pragma once

#include <QObject>

#include <functional>

namespace uri::ui {

/**
 * @brief Calls @p work on @p context's thread once the events posted before
 * it and the widgets' repaints pending now have been handled: an event
 * posted below the priority of QEvent::UpdateRequest (Qt::LowEventPriority).
 * Nothing is called when @p context is destroyed first; @p work must not
 * destroy it.
 */
void afterRepaint(QObject *context, std::function<void()> work);

} // namespace uri::ui
