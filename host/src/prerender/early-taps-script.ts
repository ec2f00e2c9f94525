import { MENU_LABELS } from '../layout/menu-labels';

/**
 * Part of index.html's inline script: the static shell's header buttons
 * answer a tap before the app has started. On a phone the app takes over a
 * second or more after the header is drawn, and a tap on a button that looks
 * ready must not be lost.
 * - A tap on a static button that opens a part of the header (the menu, the
 *   Explore list) flips its aria-expanded; the menu's also its name and the
 *   open class, so the reader sees the menu at once.
 * - When the app replaces the static shell, each part left open is opened in
 *   the live header by clicking its live button, so the header's own state,
 *   overlay and scroll lock take over from there.
 * The ids and class are the header's (header.tsx); the test runs this script
 * on the real static shell and the real header, so they cannot drift apart.
 */
export function earlyTapsScript(): string {
  return [
    '(function(d){var open={},watch;',
    "d.addEventListener('click',function(e){",
    "var b=e.target.closest&&e.target.closest('.static-shell button[aria-controls]');",
    'if(!b)return;',
    "var id=b.getAttribute('aria-controls'),o=b.getAttribute('aria-expanded')!=='true';",
    "b.setAttribute('aria-expanded',o);open[id]=o;",
    `if(id==='site-menu'){b.setAttribute('aria-label',o?${JSON.stringify(MENU_LABELS.close)}:${JSON.stringify(MENU_LABELS.open)});d.getElementById(id).classList.toggle('site-nav--open',o)}`,
    'if(watch)return;',
    'watch=new MutationObserver(function(){',
    "if(d.querySelector('.static-shell'))return;",
    'var was=open;watch.disconnect();watch=null;open={};',
    "for(var k in was)if(was[k]){var l=d.querySelector('button[aria-controls=\"'+k+'\"]');if(l)l.click()}",
    '});',
    "watch.observe(d.getElementById('root'),{childList:true});",
    '});',
    '})(document);',
  ].join('');
}
