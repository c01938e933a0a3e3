import { lazy, Suspense, useEffect, useState } from 'react';
import { prefetch } from '../loading/prefetch';
import { afterEngagement } from '../loading/triggers';

const loadChatWidget = () => import('./ChatWidget');
const ChatWidget = lazy(loadChatWidget);

/**
 * The assistant widget, loaded on demand: its code is fetched after a scroll, touch or click, or
 * after 3 s (SPEC §2), and it appears once loaded. Nothing of it is prerendered: without
 * JavaScript there is no assistant to talk to.
 */
export function SiteAssistant() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterEngagement(() => prefetch(() => loadChatWidget().then(() => setReady(true)))), []);
  return ready ? (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  ) : null;
}
