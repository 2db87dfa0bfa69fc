// The help overlay that lists the keys for playing without a pointer.

import { KEY_HELP } from './keyboard';
import { ViewingModal } from './modal';
import './keys-help.css';

export function KeysHelp({ onClose }: { readonly onClose: () => void }) {
  return (
    <ViewingModal title="Keys" onClose={onClose} className="keys-help">
      <p class="dialog-note">Focus a pile with Tab, then play with these keys.</p>
      <dl class="keys">
        {KEY_HELP.map(([keys, what]) => (
          <div key={keys} class="key-row">
            <dt>
              {keys.split(' or ').map((key, i) => (
                <span key={key}>
                  {i > 0 && ' or '}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </ViewingModal>
  );
}
