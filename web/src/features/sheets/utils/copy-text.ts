/**
 * Copies text to the clipboard: the async Clipboard API where the page may use it (a secure context),
 * else a selected off-screen textarea and `document.execCommand('copy')` (plain-http intranets, older
 * browsers). Resolves to whether the text was copied.
 */

interface ClipboardLike {
  writeText(text: string): Promise<void>;
}

interface TextAreaLike {
  value: string;
  style: { position: string; top: string; opacity: string };
  setAttribute(name: string, value: string): void;
  select(): void;
}

interface DocumentLike {
  body: { appendChild(node: never): unknown; removeChild(node: never): unknown };
  createElement(tag: 'textarea'): TextAreaLike;
  execCommand(command: 'copy'): boolean;
}

export interface CopyEnvironment {
  clipboard?: ClipboardLike | undefined;
  document?: DocumentLike | undefined;
}

function browserEnvironment(): CopyEnvironment {
  return {
    clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    document: typeof document === 'undefined' ? undefined : (document as unknown as DocumentLike),
  };
}

function copyWithSelection(doc: DocumentLike, text: string): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  doc.body.appendChild(area as never);
  try {
    area.select();
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    doc.body.removeChild(area as never);
  }
}

export async function copyText(text: string, env: CopyEnvironment = browserEnvironment()): Promise<boolean> {
  if (env.clipboard) {
    try {
      await env.clipboard.writeText(text);
      return true;
    } catch {
      // refused (no permission, not focused): try the selection below
    }
  }
  return env.document ? copyWithSelection(env.document, text) : false;
}
