/**
 * The first paint of a prerendered page (docs/decisions/012). Each page's HTML was rendered at build
 * time for one path, one audience (a visitor, or a signed-in player whose data has not arrived) and
 * in every language. Two small inline scripts decide before anything is painted whether that HTML
 * fits this visit: the path, the stored session, the language, and the navigation state a screen
 * was opened with (React Router keeps it in `history.state.usr`; the HTML was rendered without
 * one, as a typed or shared link opens the screen). It fits: the page shows it (the
 * Hindi copy swapped in when Hindi is the language) and the app hydrates it. It does not (a
 * signed-in player on the landing, a visitor on a player's screen, the shell served for an unknown
 * path): the page shows the loading spinner instead and the app renders from scratch, as before.
 */
// With its extension: vite.config.ts loads this file (build/prerender.ts), and Vite's config
// loader wants relative imports to name their file.
import { LANGUAGE_KEY, SESSION_KEYS } from './storage-keys.ts';

/** Whom a page's HTML was rendered for. */
export type PageAudience = 'visitor' | 'player';

/** On `<html>`: the page path the HTML was rendered for, and for whom (written by the build). */
export const PAGE_ATTRIBUTE = 'data-page';
export const AUDIENCE_ATTRIBUTE = 'data-audience';
/** On `<html>`: what the scripts decided (`FIRST_PAINT`); the stylesheet hides `#root` while pending. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
/**
 * On `<html>` once the first screen is on the page and answers taps (hydration.ts): until then a
 * prerendered page's buttons take no taps (base.css) and its forms do not submit (the body script).
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';
/** The id of the `<template>` holding a language's HTML (`prerendered-hi`). */
export const TEMPLATE_ID_PREFIX = 'prerendered-';

const FIRST_PAINT = {
  /** The HTML in `#root` fits: hydrate it. */
  hydrate: 'hydrate',
  /** Render from scratch (the HTML did not fit, or the page has none). */
  render: 'render',
  /** Decided in `<head>`, not yet carried out: `#root` stays hidden until the body script runs. */
  pendingRender: 'pending-render',
  pendingLanguage: 'pending-',
} as const;

/** The loading state a page shows while the app renders from scratch (index.html has the same). */
export const LOADING_HTML = '<div class="route-loading"><span class="spinner"></span></div>';

/**
 * The script of `<head>`: the same decisions as the app's (`hasCredentials` in session.ts,
 * `initialLanguage` in language.ts; first-paint.test.ts holds them to it), written out small.
 * `languages` are the catalogue's codes, the default first (the build runs without the shared
 * package, so it passes them).
 */
export function headScript(languages: readonly string[]): string {
  const str = JSON.stringify;
  const [DEFAULT_CODE = 'en'] = languages;
  const LANGUAGE_CODES = languages;
  return `(function(d){var a=${str(FIRST_PAINT_ATTRIBUTE)};try{
var p=d.getAttribute(${str(PAGE_ATTRIBUTE)});if(p===null)return;
var s=localStorage,h=history.state,w=location.pathname.replace(/\\/+$/,'').toLowerCase()||'/',
i=!!(s.getItem(${str(SESSION_KEYS.token)})&&s.getItem(${str(SESSION_KEYS.username)})),
c=s.getItem(${str(LANGUAGE_KEY)}),l=c!==null?[c]:(navigator.languages||[]),g=${str(DEFAULT_CODE)},k=${str(LANGUAGE_CODES)};
for(var n=0;n<l.length;n++){var b=String(l[n]).toLowerCase().split('-')[0];if(k.indexOf(b)>=0){g=b;break}}
if(w!==p||(h&&h.usr!=null)||i!==(d.getAttribute(${str(AUDIENCE_ATTRIBUTE)})==='player'))d.setAttribute(a,${str(FIRST_PAINT.pendingRender)});
else if(g!==${str(DEFAULT_CODE)}){d.lang=g;d.setAttribute(a,${str(FIRST_PAINT.pendingLanguage)}+g)}
else d.setAttribute(a,${str(FIRST_PAINT.hydrate)});
}catch(e){d.setAttribute(a,${str(FIRST_PAINT.pendingRender)})}})(document.documentElement)`;
}

/**
 * The script after `#root`: carries out the head's decision, then shows `#root`. Until the app
 * answers taps, a form of the HTML does not submit: the browser would reload the page with it.
 */
export function bodyScript(): string {
  const str = JSON.stringify;
  return `(function(d){var a=${str(FIRST_PAINT_ATTRIBUTE)},v=d.getAttribute(a)||'',r=document.getElementById('root');
document.addEventListener('submit',function(e){if(!d.hasAttribute(${str(INTERACTIVE_ATTRIBUTE)}))e.preventDefault()},true);
if(v.indexOf('pending-')!==0||!r)return;
var t=v===${str(FIRST_PAINT.pendingRender)}?null:document.getElementById(${str(TEMPLATE_ID_PREFIX)}+v.slice(8));
if(t){r.innerHTML=t.innerHTML;d.setAttribute(a,${str(FIRST_PAINT.hydrate)})}
else{r.innerHTML=${str(LOADING_HTML)};d.setAttribute(a,${str(FIRST_PAINT.render)})}})(document.documentElement)`;
}

/** Whether the page's HTML is to be hydrated (the scripts decided it fits this visit). */
export function hydratesPrerenderedHtml(root: Document = document): boolean {
  return root.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE) === FIRST_PAINT.hydrate;
}
