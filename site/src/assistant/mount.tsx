import { ConsentProvider } from '@renueva/ui/shell';
import { deviceStorage } from '../content/storage';
import { mountToaster, renderInBody } from '../loading/islandRoot';
import ChatWidget from './ChatWidget';

/**
 * The assistant, a root of its own at the end of the page (entry-client.tsx mounts it when it is due).
 * Nothing of it is prerendered: without JavaScript there is no assistant to talk to. Its
 * `ConsentProvider` follows the page's cookie banner (whether it asks, and the choice stored).
 */
export function mountAssistant() {
  renderInBody(
    'assistant',
    <ConsentProvider storageKey={deviceStorage.consent.key}>
      <ChatWidget />
    </ConsentProvider>,
  );
  mountToaster();
}
