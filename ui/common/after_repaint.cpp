#include "common/after_repaint.h"

#include <QCoreApplication>
#include <QEvent>

#include <utility>

namespace uri::ui {

namespace {

QEvent::Type afterRepaintEvent()
{
    static const auto type = static_cast<QEvent::Type>(QEvent::registerEventType());
    return type;
}

// A child of the context, so that its event goes with it; it is deleted
// once it has run the work.
class Deferred final : public QObject
{
public:
    Deferred(QObject *context, std::function<void()> work)
        : QObject(context)
        , m_work(std::move(work))
    {}

    bool event(QEvent *event) override
    {
        if (event->type() != afterRepaintEvent())
            return QObject::event(event);
        // deleted later: an object must not be deleted while it handles an
        // event (nor may the work delete the context, its parent)
        deleteLater();
        const std::function<void()> work = std::move(m_work);
        work();
        return true;
    }

private:
    std::function<void()> m_work;
};

} // namespace

void afterRepaint(QObject *context, std::function<void()> work)
{
    QCoreApplication::postEvent(new Deferred(context, std::move(work)),
                                new QEvent(afterRepaintEvent()), Qt::LowEventPriority - 1);
}

} // namespace uri::ui
