// /config/tags: the tag manager of SPEC §2, tags and categories in two tabs.
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { TAG_KINDS } from '../../domain/owner-api/tag-rules.js';
import { TagListPanel } from './tag-list-panel.js';
import { tagWords } from './tag-words.js';

/** The tag manager. */
export function TagsScreen() {
  return (
    <div className="tags-screen">
      <h1>Tags and categories</h1>
      <p className="field__help">
        Posts and events are filed under these. Renaming one renames it on every item that has it.
      </p>
      <Tabs className="tabs">
        <TabList className="tabs__list" aria-label="Tags or categories">
          {TAG_KINDS.map((kind) => (
            <Tab key={kind} id={kind} className="tabs__tab">
              {tagWords(kind).Many}
            </Tab>
          ))}
        </TabList>
        {TAG_KINDS.map((kind) => (
          <TabPanel key={kind} id={kind} className="tabs__panel">
            <TagListPanel kind={kind} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
