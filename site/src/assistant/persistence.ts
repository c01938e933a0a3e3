import { useEffect } from 'react';
import { deviceStorage } from '../content/storage';
import {
  getConversation,
  onConversationChange,
  restoreConversation,
  savedConversation,
} from './conversation';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Blocked by the browser's settings: the conversation simply is not kept.
  }
}

/**
 * Keeps the conversation in session storage while `allowed` (functional cookies accepted), so it
 * survives a reload or a page opened in the same tab, and removes it as soon as consent is withdrawn.
 * `undefined` means consent has not been read yet: nothing is read, written or removed.
 */
export function useConversationStorage(allowed: boolean | undefined) {
  useEffect(() => {
    const storage = sessionStorageOrNull();
    if (allowed === undefined || !storage) return;
    const { key } = deviceStorage.chat;
    try {
      if (!allowed) {
        storage.removeItem(key);
        return;
      }
      restoreConversation(JSON.parse(storage.getItem(key) ?? 'null'));
    } catch {
      // An unreadable entry is as good as none.
    }
    const save = () => {
      // Once per answer, not at every streamed word.
      if (getConversation().status !== 'idle') return;
      const saved = savedConversation();
      try {
        if (saved) storage.setItem(key, JSON.stringify(saved));
        else storage.removeItem(key);
      } catch {
        // Storage full or blocked: the conversation still lives in the page.
      }
    };
    save();
    return onConversationChange(save);
  }, [allowed]);
}
