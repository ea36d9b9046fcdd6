// The Pages screen (/config/pages/:pageId?): the page tree in the order of the menu chosen (the main one, the footer's, any navigation of the theme), adding pages and links, and the selected page.
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useNavigate, useParams } from 'react-router';
import { PAGE_KIND_LABELS, PAGE_KINDS, type PageKind } from '../../domain/owner-api/page-rules.js';
import type { PageView } from '../../domain/owner-api/pages.js';
import { GENERAL_MESSAGES } from '../../domain/owner-messages.js';
import { MAIN_NAVIGATION_NAME } from '../../domain/owner-api/navigation.js';
import { useNavigationMenus, usePageList } from '../api/pages.js';
import { useCan } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { SelectField } from '../ui/field.js';
import { useAnnounce } from '../ui/announcer.js';
import { Loading, LoadError } from '../ui/load-state.js';
import { usePreview } from '../ui/preview.js';
import { AddPageDialog } from './add-page-dialog.js';
import { DeletePageDialog } from './delete-page-dialog.js';
import { MenuLinkDialog } from './menu-link-dialog.js';
import { appendLink, locate, replaceLink, toItems, toNodes, type NavNode } from './navigation-tree.js';
import { PagePanel } from './page-panel.js';
import { PageSettingsDialog } from './page-settings-dialog.js';
import { PageTree } from './page-tree.js';
import { useNavigationSave } from './use-navigation-save.js';

/** Which menu link the link dialog edits: a new one, or one by its key. */
type LinkEdit = { key?: string } | undefined;

/** The screen: everything on it works by keyboard; without `pages:edit` it only shows. */
export function PagesScreen() {
  const { pageId } = useParams();
  const navigate = useNavigate();
  const preview = usePreview();
  const announce = useAnnounce();
  const canEdit = useCan('pages:edit');
  const list = usePageList();
  const menuList = useNavigationMenus();
  const [menuName, setMenuName] = useState<string>(MAIN_NAVIGATION_NAME);
  const navigation = useNavigationSave(menuName);
  const [adding, setAdding] = useState<PageKind | undefined>(undefined);
  const [settingsOf, setSettingsOf] = useState<PageView | undefined>(undefined);
  const [deleting, setDeleting] = useState<PageView | undefined>(undefined);
  const [linkEdit, setLinkEdit] = useState<LinkEdit>(undefined);

  if (list.isPending) return <Loading label="Loading pages…" />;
  if (list.error !== null) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;

  const { pages, navigation: menus } = list.data;
  const offered = menuList.data?.offered ?? [];
  const isMain = menuName === MAIN_NAVIGATION_NAME;
  const menuItems = isMain
    ? menus.main
    : (menuList.data?.menus.find((menu) => menu.name === menuName)?.items ?? []);
  const menuTitle = offered.find((menu) => menu.name === menuName)?.title ?? 'Main navigation';
  const nodes = toNodes(menuItems);
  const selected = pageId === undefined ? undefined : pages.find((page) => page.id === pageId);
  const editedLink = linkEdit?.key === undefined ? undefined : locate(nodes, linkEdit.key)?.node.link;
  const saveMenu = (next: NavNode[]) => navigation.save(toItems(next));

  return (
    <div className="pages-screen">
      <h1>Pages</h1>
      {canEdit ? (
        <div className="toolbar">
          <MenuTrigger>
            <Button className="button button--primary">Add page</Button>
            <Popover className="menu-popover">
              <Menu className="menu" aria-label="Kind of page" onAction={(key) => setAdding(key as PageKind)}>
                {PAGE_KINDS.map((kind) => (
                  <MenuItem key={kind} id={kind} className="menu__item">
                    {PAGE_KIND_LABELS[kind]}
                  </MenuItem>
                ))}
              </Menu>
            </Popover>
          </MenuTrigger>
          <button type="button" className="button" onClick={() => setLinkEdit({})}>
            Add link
          </button>
        </div>
      ) : null}
      {navigation.error !== null ? (
        <Alert
          tone="error"
          title="The navigation was not saved."
          actions={
            <button type="button" className="button button--small" onClick={navigation.dismiss}>
              Dismiss
            </button>
          }
        >
          {navigation.error.message}
        </Alert>
      ) : null}
      {offered.length > 1 ? (
        <SelectField
          label="Menu"
          description="The header, the footer and each navigation the theme shows are edited here, like the main menu."
          value={menuName}
          options={offered.map((menu) => ({
            value: menu.name,
            label: menu.shown ? menu.title : `${menu.title} (not shown by the theme)`,
          }))}
          onChange={setMenuName}
        />
      ) : null}
      <PageTree
        key={menuName}
        pages={pages}
        menu={menuItems}
        menuTitle={menuTitle}
        canEdit={canEdit}
        selectedPageId={selected?.id}
        onSave={saveMenu}
        onOpenPage={(page) => navigate(`/pages/${encodeURIComponent(page.id)}`)}
        onSettings={setSettingsOf}
        onDelete={setDeleting}
        onEditLink={(key) => setLinkEdit({ key })}
      />
      {pageId !== undefined && selected === undefined ? (
        <Alert tone="warning" title={GENERAL_MESSAGES.unableToLocateContent}>
          This page does not exist any more. Choose another page above.
        </Alert>
      ) : null}
      {selected !== undefined ? (
        <PagePanel
          key={selected.id}
          page={selected}
          canEdit={canEdit}
          onSettings={() => setSettingsOf(selected)}
        />
      ) : null}

      <AddPageDialog
        kind={adding}
        onClose={() => setAdding(undefined)}
        onAdded={(page) => {
          setAdding(undefined);
          announce('Page added.');
          // The page's panel opens and shows it in the preview.
          navigate(`/pages/${encodeURIComponent(page.id)}`);
        }}
      />
      <PageSettingsDialog
        page={settingsOf}
        onClose={() => setSettingsOf(undefined)}
        onDelete={(page) => {
          setSettingsOf(undefined);
          setDeleting(page);
        }}
      />
      <DeletePageDialog
        page={deleting}
        onClose={() => setDeleting(undefined)}
        onDeleted={(page) => {
          setDeleting(undefined);
          preview.reload();
          if (page.id === pageId) {
            preview.show('/');
            navigate('/pages');
          }
        }}
      />
      <MenuLinkDialog
        isOpen={linkEdit !== undefined}
        initial={editedLink}
        onClose={() => setLinkEdit(undefined)}
        onSave={(link) => {
          const key = linkEdit?.key;
          setLinkEdit(undefined);
          saveMenu(key === undefined ? appendLink(nodes, link) : replaceLink(nodes, key, link));
        }}
      />
    </div>
  );
}
