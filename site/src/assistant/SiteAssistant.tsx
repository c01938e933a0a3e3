import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { prefetch } from '../loading/prefetch';
import { afterEngagement } from '../loading/triggers';
import { afterCookiePrompt } from '../shell/cookiePrompt';

const loadChatWidget = () => import('./ChatWidget');
const ChatWidget = lazy(loadChatWidget);

/**
 * The assistant widget, loaded on demand: once the cookie banner no longer asks, its code is fetched
 * after a scroll, touch or click, or after 3 s (SPEC §2), and it appears once loaded. Nothing of it
 * is prerendered: without JavaScript there is no assistant to talk to.
 */
export function SiteAssistant() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Shown in a transition, so that its first render yields to the browser instead of blocking it.
    const show = () => startTransition(() => setReady(true));
    let stop = () => {};
    afterCookiePrompt(() => {
      stop = afterEngagement(() => prefetch(() => loadChatWidget().then(show)));
    });
    return () => stop();
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  ) : null;
}
