// The Filmstrip review report and sequence player: renders the inline data block (the results JSON, or a frame
// sequence) with no framework and no network. Every text from the data goes through textContent, never markup.
// Lists are virtualised and every loop over checks is flat (no recursion, no spreading of big arrays into
// arguments), so a million checks render.
(() => {
  'use strict';
  const data = JSON.parse(document.getElementById('filmstrip-data').textContent);
  // Marks for measuring the page (Scripts/test-report-browser.py prints them): data parsed, first rows shown.
  performance.mark('filmstrip-parsed');
  const app = document.getElementById('app');
  const STATUSES = ['passed', 'failed', 'recorded', 'error'];
  const LABELS = { passed: 'Passed', failed: 'Failed', recorded: 'Recorded', error: 'Error' };
  const SVG_TAGS = new Set(['svg', 'line', 'polyline', 'rect', 'text', 'g']);

  // el('div', {class: 'x', text: 'y', onclick: f}, child, ...): text always goes through textContent.
  function el(tag, attrs, ...children) {
    const node = SVG_TAGS.has(tag) ? document.createElementNS('http://www.w3.org/2000/svg', tag) : document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === undefined || value === null || value === false) continue;
      if (key === 'text') node.textContent = value;
      else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? '' : value);
    }
    for (const child of children) if (child) node.append(child);
    return node;
  }
  const text = (value) => (value === undefined || value === null ? '' : String(value));
  // A results path as a relative URL: each component encoded, so no path can become a `javascript:` or other URL.
  const href = (path) => text(path).split('/').map(encodeURIComponent).join('/');
  const image = (path, alt) => el('img', { src: href(path), alt, loading: 'lazy', decoding: 'async' });
  const percent = (ratio) => ratio === 0 ? '0%' : ratio < 0.000001 ? '<0.0001%' : `${+(ratio * 100).toFixed(4)}%`;
  // Seconds as the manifest gives them, to the millisecond.
  const seconds = (t) => `${(+t).toFixed(3)} s`;
  // An image that is also a link to its file, for opening it at full size or saving it.
  const linkedImage = (path, caption) => el('a', { href: href(path), class: 'image-link', title: `Open ${caption.toLowerCase()} image` },
    image(path, caption));
  const figure = (caption, path) => el('figure', {}, path ? linkedImage(path, caption) : el('div', { class: 'missing', text: 'none' }),
    el('figcaption', { text: caption }));
  const isArray = Array.isArray;

  // The command that accepts a check, rebuilt from its identity (never taken from a results file, which a pull
  // request controls): one POSIX-shell-quoted argument, `%` and `#` escaped in the scene path and the check name
  // (`%25`, `%23`) so that one `#` separates them and no two checks share a command.
  const shellQuote = (value) => `'${value.replace(/'/g, "'\\''")}'`;
  const selectorPart = (value) => text(value).replace(/%/g, '%25').replace(/#/g, '%23');
  const acceptCommand = (scene, check) =>
    `filmstrip test --check ${shellQuote(`${selectorPart(scene.path)}#${selectorPart(check.name)}`)} --update`;

  // ---- copy button ------------------------------------------------------------------------------------------------
  function copyBox(command, given) {
    const code = el('code', { text: command });
    const button = el('button', { type: 'button', class: 'copy', text: 'Copy', 'aria-label': 'Copy the accept command' });
    button.addEventListener('click', async () => {
      let copied = false;
      try { await navigator.clipboard.writeText(command); copied = true; } catch (_) {
        window.getSelection().selectAllChildren(code);
        try { copied = document.execCommand('copy'); } catch (_) { copied = false; }
      }
      button.textContent = copied ? 'Copied' : 'Press Ctrl+C';
      setTimeout(() => { button.textContent = 'Copy'; }, 1500);
    });
    const box = el('div', { class: 'accept' }, el('span', { text: 'Accept:' }), code, button);
    if (given === undefined || given === null || text(given) === command) return box;
    // The results file's own command, when it says something else: shown as text only, never offered to copy.
    return el('div', {}, box, el('p', { class: 'accept-given' }, el('span', { text: 'The results file gives: ' }),
      el('code', { text: text(given) })));
  }

  // ---- tabs -------------------------------------------------------------------------------------------------------
  // tabs: [{id, name, build(panel) -> optional cleanup}]; returns the element.
  function tabView(tabs, label) {
    const list = el('div', { class: 'tabs', role: 'tablist', 'aria-label': label });
    const panel = el('div', { class: 'panel', role: 'tabpanel' });
    let cleanup = null;
    const buttons = tabs.map((tab, i) => el('button', {
      type: 'button', role: 'tab', 'data-view': tab.id, text: tab.name, onclick: () => select(i),
      onkeydown: (event) => {
        const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
        if (step) { const next = (i + step + tabs.length) % tabs.length; select(next); buttons[next].focus(); }
      },
    }));
    function select(index) {
      if (cleanup) cleanup();
      buttons.forEach((b, i) => { b.setAttribute('aria-selected', String(i === index)); b.tabIndex = i === index ? 0 : -1; });
      panel.replaceChildren();
      cleanup = tabs[index].build(panel) || null;
    }
    for (const button of buttons) list.append(button);
    const root = el('div', { class: 'viewer' }, list, panel);
    root.stop = () => { if (cleanup) cleanup(); cleanup = null; };
    select(0);
    return root;
  }

  // ---- still viewers ----------------------------------------------------------------------------------------------
  function stillViewer(check) {
    const expected = check.expected ? text(check.expected) : null;
    const actual = check.actual ? text(check.actual) : null;
    const diff = check.diff ? text(check.diff) : null;
    // A missing side is worth a placeholder only where it explains a failure (no reference, no output).
    const placeholders = check.status === 'failed' || check.status === 'error';
    const tabs = [{ id: 'side', name: 'Side by side', build: (p) => {
      p.append(el('div', { class: 'side' }, expected || placeholders ? figure('Expected', expected) : null,
        actual || placeholders ? figure('Actual', actual) : null, diff ? figure('Diff', diff) : null));
    } }];
    if (expected && actual) {
      tabs.push({ id: 'slider', name: 'Slider', build: (p) => p.append(wipe(expected, actual)) });
      tabs.push({ id: 'blink', name: 'Blink', build: (p) => blink(p, expected, actual) });
    }
    if (diff && (actual || expected)) {
      tabs.push({ id: 'overlay', name: 'Diff overlay', build: (p) => p.append(overlay(actual || expected, diff)) });
    }
    return tabView(tabs, `Views of ${text(check.name)}`);
  }

  // A wipe: expected on the left of the divider, actual on the right; drag the divider or use the range.
  function wipe(expected, actual) {
    const top = el('div', { class: 'wipe-top' }, image(actual, 'Actual'));
    const handle = el('div', { class: 'wipe-handle', 'aria-hidden': 'true' });
    const stage = el('div', { class: 'wipe stage' }, image(expected, 'Expected'), top, handle,
      el('span', { class: 'tag left', text: 'Expected' }), el('span', { class: 'tag right', text: 'Actual' }));
    const range = el('input', { type: 'range', min: 0, max: 100, step: 0.1, value: 50, 'aria-label': 'Wipe position (percent of width showing expected)' });
    const set = (value) => {
      const x = Math.min(100, Math.max(0, value));
      top.style.clipPath = `inset(0 0 0 ${x}%)`;
      handle.style.left = `${x}%`;
      range.value = x;
      stage.dataset.position = x.toFixed(1);
    };
    const fromPointer = (event) => {
      const box = stage.getBoundingClientRect();
      set((event.clientX - box.left) / box.width * 100);
    };
    stage.addEventListener('pointerdown', (event) => { stage.setPointerCapture(event.pointerId); fromPointer(event); event.preventDefault(); });
    stage.addEventListener('pointermove', (event) => { if (stage.hasPointerCapture(event.pointerId)) fromPointer(event); });
    range.addEventListener('input', () => set(+range.value));
    set(50);
    return el('div', {}, stage, el('label', { class: 'range' }, el('span', { text: 'Wipe' }), range));
  }

  // Blink: alternate expected and actual; differences jump out. Swap steps by hand.
  function blink(panel, expected, actual) {
    const sides = [['Expected', expected], ['Actual', actual]];
    let shown = 0;
    const img = image(expected, 'Expected');
    const label = el('span', { class: 'blink-label', text: 'Expected' });
    const show = (i) => { shown = i; img.src = href(sides[i][1]); img.alt = sides[i][0]; label.textContent = sides[i][0]; };
    let timer = null;
    const pause = el('button', { type: 'button', class: 'blink-play' });
    const run = (on) => {
      clearInterval(timer); timer = on ? setInterval(() => show(1 - shown), 600) : null;
      pause.textContent = on ? 'Pause' : 'Play';
    };
    pause.addEventListener('click', () => run(!timer));
    const swap = el('button', { type: 'button', class: 'blink-swap', text: 'Swap', onclick: () => { run(false); show(1 - shown); } });
    const stage = el('div', { class: 'stage blink', onclick: () => { run(false); show(1 - shown); } }, img);
    panel.append(stage, el('div', { class: 'bar' }, pause, swap, label));
    new Image().src = href(actual);
    run(true);
    return () => run(false);
  }

  // The diff image over the actual one, its opacity on a range.
  function overlay(base, diff) {
    const top = image(diff, 'Diff');
    top.className = 'overlay-top';
    const range = el('input', { type: 'range', min: 0, max: 100, value: 70, 'aria-label': 'Diff opacity (percent)' });
    const set = () => { top.style.opacity = range.value / 100; };
    range.addEventListener('input', set);
    set();
    return el('div', {}, el('div', { class: 'stage overlay' }, image(base, 'Actual'), top),
      el('label', { class: 'range' }, el('span', { text: 'Diff opacity' }), range));
  }

  // ---- sequence player --------------------------------------------------------------------------------------------
  // The number a frame file carries (frame-0009.png is frame 9); the index where a path has none.
  function frameNumber(path, index) {
    const match = /(\d+)\.[A-Za-z]+$/.exec(text(path));
    return match ? parseInt(match[1], 10) : index;
  }

  // frames: [{expected, actual, diff, pass}], samples per side; hasExpected false for a lone sequence. A frame that
  // passed and has no actual file of its own (a passing check keeps only the reference) shows the reference.
  function player({ fps, frames, expectedSamples, actualSamples, hasExpected, name }) {
    const count = frames.length;
    let anyActual = false;
    for (const frame of frames) if (frame && frame.actual) { anyActual = true; break; }
    // A sequence with only references (it passed): one view of the reference frames.
    const referenceOnly = hasExpected && !anyActual;
    const slots = referenceOnly ? ['Reference'] : hasExpected ? ['Expected', 'Actual', 'Diff'] : ['Frame'];
    const pathsOf = (frame) => {
      if (referenceOnly) return [frame.expected];
      if (!hasExpected) return [frame.actual];
      const sameAsReference = !frame.actual && frame.pass !== false;
      return [frame.expected, sameAsReference ? frame.expected : frame.actual, frame.diff];
    };
    let index = 0;
    let playing = null;
    const images = slots.map((caption) => el('img', { alt: caption }));
    const links = slots.map((caption, i) => el('a', { class: 'image-link', title: `Open ${caption.toLowerCase()} frame` }, images[i]));
    const figures = slots.map((caption, i) => el('figure', {}, el('div', { class: 'stage' }, links[i]),
      slots.length > 1 || referenceOnly ? el('figcaption', { text: caption }) : null));
    const playButton = el('button', { type: 'button', class: 'play', 'aria-label': 'Play', text: '▶' });
    const prev = el('button', { type: 'button', class: 'prev', 'aria-label': 'Previous frame', text: '◀︎◀︎' });
    const next = el('button', { type: 'button', class: 'next', 'aria-label': 'Next frame', text: '▶︎▶︎' });
    const scrub = el('input', { type: 'range', class: 'scrub', min: 0, max: Math.max(0, count - 1), value: 0, 'aria-label': 'Frame' });
    const label = el('output', { class: 'frame-label', 'aria-live': 'off' });
    const plot = plotSVG(frames, expectedSamples, actualSamples, fps, (i) => { stop(); show(i); });
    const root = el('div', { class: 'player', tabindex: 0, role: 'group', 'aria-label': `Sequence player${name ? ' for ' + name : ''}`, 'data-frame': 0 },
      el('div', { class: `frames n${slots.length}` }, ...figures),
      el('div', { class: 'controls' }, prev, playButton, next, scrub), label, plot.node,
      el('p', { class: 'hint', text: '← → step · Space plays · Home / End' }));
    const firstNumber = count ? frameNumber((frames[0] || {}).actual || (frames[0] || {}).expected, 0) : 0;
    const lastNumber = count ? frameNumber((frames[count - 1] || {}).actual || (frames[count - 1] || {}).expected, count - 1) : 0;

    function show(i) {
      index = Math.min(count - 1, Math.max(0, i));
      const frame = frames[index] || {};
      pathsOf(frame).forEach((path, k) => {
        const img = images[k];
        if (path) {
          img.src = href(path); img.hidden = false; links[k].href = href(path);
        } else {
          img.removeAttribute('src'); img.hidden = true; links[k].removeAttribute('href');
        }
        links[k].parentNode.dataset.empty = path ? 'false' : (k === 2 ? 'same' : 'none');
      });
      // The frame's number and time as its files and manifest give them.
      const sample = actualSamples[index] || expectedSamples[index];
      const time = sample && Number.isFinite(+sample.t) ? +sample.t : index / fps;
      const number = frameNumber(frame.actual || frame.expected, index);
      let line = `Frame ${number} (${firstNumber}–${lastNumber}) · ${seconds(time)}`;
      if (sample) line += ` · offset ${(+sample.offset).toFixed(1)} pt · velocity ${(+sample.velocity).toFixed(0)} pt/s`;
      if (hasExpected && frame.pass === false) line += ` · differs${frame.diffPixels ? ` (${frame.diffPixels} px)` : ''}`;
      label.textContent = line;
      scrub.value = index;
      root.dataset.frame = index;
      root.dataset.number = number;
      plot.mark(index);
    }
    function stop() {
      if (playing) cancelAnimationFrame(playing.request);
      playing = null;
      playButton.textContent = '▶'; playButton.setAttribute('aria-label', 'Play');
    }
    function play() {
      if (count < 2) return;
      for (const frame of frames) for (const path of pathsOf(frame)) if (path) new Image().src = href(path);
      const start = index >= count - 1 ? 0 : index;
      playing = { start, since: performance.now() };
      const tick = (now) => {
        const i = playing.start + Math.floor((now - playing.since) * fps / 1000);
        if (i >= count) { show(count - 1); stop(); return; }
        if (i !== index) show(i);
        playing.request = requestAnimationFrame(tick);
      };
      playing.request = requestAnimationFrame(tick);
      playButton.textContent = '❚❚'; playButton.setAttribute('aria-label', 'Pause');
    }
    playButton.addEventListener('click', () => (playing ? stop() : play()));
    prev.addEventListener('click', () => { stop(); show(index - 1); });
    next.addEventListener('click', () => { stop(); show(index + 1); });
    scrub.addEventListener('input', () => { stop(); show(+scrub.value); });
    root.addEventListener('keydown', (event) => {
      const inRange = event.target === scrub;
      const onButton = event.target.tagName === 'BUTTON';
      if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && !inRange) {
        stop(); show(index + (event.key === 'ArrowRight' ? 1 : -1));
      } else if (event.key === 'Home' && !inRange) { stop(); show(0); }
      else if (event.key === 'End' && !inRange) { stop(); show(count - 1); }
      else if ((event.key === ' ' || event.key === 'k') && !onButton) { if (playing) stop(); else play(); }
      else return;
      event.preventDefault();
    });
    if (count) show(0);
    root.stop = stop;
    return root;
  }

  // The smallest and largest of `values` by a loop: spreading a big array into Math.min overflows the stack.
  function extent(values, lo, hi) {
    for (const v of values) {
      if (!Number.isFinite(v)) continue;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    return [lo, hi];
  }

  // Offset and velocity over time for both manifests, the frames that differ on a strip below, the current
  // frame marked; a click picks the nearest frame.
  function plotSVG(frames, expectedSamples, actualSamples, fps, pick) {
    const W = 640, H = 150, top = 18, plotH = 96, stripY = 124, stripH = 10, left = 8, right = W - 8;
    const all = expectedSamples.concat(actualSamples);
    const times = frames.map((_, i) => { const s = actualSamples[i] || expectedSamples[i]; return s ? +s.t : i / fps; });
    const tMax = Math.max(1e-9, extent(times, 0, 0)[1], extent(all.map((s) => +s.t), 0, 0)[1]);
    const x = (t) => left + (right - left) * t / tMax;
    const range = (key) => {
      const [lo, hi] = extent(all.map((s) => +s[key]), Infinity, -Infinity);
      if (!Number.isFinite(lo)) return [-1, 1];
      return hi > lo ? [lo, hi] : [lo - 1, hi + 1];
    };
    const svg = el('svg', { class: 'plot', viewBox: `0 0 ${W} ${H}`, role: 'img',
      'aria-label': 'Offset and velocity over time; differing frames marked red below' });
    if (all.length) {
      for (const key of ['velocity', 'offset']) {
        const [lo, hi] = range(key);
        const y = (v) => top + plotH - plotH * (v - lo) / (hi - lo);
        for (const [samples, side] of [[expectedSamples, 'expected'], [actualSamples, 'actual']]) {
          if (!samples.length) continue;
          svg.append(el('polyline', { class: `line ${key} ${side}`,
            points: samples.map((s) => `${x(+s.t).toFixed(1)},${y(+s[key]).toFixed(1)}`).join(' ') }));
        }
        const unit = key === 'offset' ? 'pt' : 'pt/s';
        svg.append(el('text', { class: `legend ${key}`, x: key === 'offset' ? left : 200, y: 12,
          text: `${key} ${lo.toFixed(0)} … ${hi.toFixed(0)} ${unit}` }));
      }
    }
    if (expectedSamples.length && actualSamples.length) {
      svg.append(el('text', { class: 'legend key', x: right, y: 12, 'text-anchor': 'end', text: 'solid: actual · dashed: expected' }));
    }
    const cell = (right - left) / Math.max(1, frames.length);
    frames.forEach((frame, i) => {
      const cx = times.length > 1 ? x(times[i]) - cell / 2 : left;
      svg.append(el('rect', { class: `tick ${frame && frame.pass === false ? 'bad' : 'ok'}`, x: Math.max(left, cx).toFixed(1),
        y: stripY, width: Math.max(1, cell - 0.5).toFixed(1), height: stripH, 'data-index': i }));
    });
    const marker = el('line', { class: 'marker', y1: top - 4, y2: stripY + stripH + 3 });
    svg.append(marker);
    svg.addEventListener('click', (event) => {
      const box = svg.getBoundingClientRect();
      const t = ((event.clientX - box.left) / box.width * W - left) / (right - left) * tMax;
      let best = 0;
      times.forEach((ti, i) => { if (Math.abs(ti - t) < Math.abs(times[best] - t)) best = i; });
      pick(best);
    });
    return {
      node: svg,
      mark: (i) => { const mx = x(times[i] || 0).toFixed(1); marker.setAttribute('x1', mx); marker.setAttribute('x2', mx); },
    };
  }

  const listOf = (value) => (isArray(value) ? value : []);

  function sequenceViewer(check) {
    const seq = check.sequence;
    return player({ fps: +seq.fps > 0 ? +seq.fps : 60, frames: listOf(seq.frames), expectedSamples: listOf(seq.expectedSamples),
      actualSamples: listOf(seq.actualSamples), hasExpected: true, name: text(check.name) });
  }

  // ---- report: one check --------------------------------------------------------------------------------------------
  function facts(check) {
    const items = [];
    const add = (term, value) => { if (value !== undefined && value !== null) items.push(el('dt', { text: term }), el('dd', { text: text(value) })); };
    if (check.diffPixels !== undefined) add('Differing pixels', `${check.diffPixels}${check.ratio !== undefined ? ` (${percent(check.ratio)})` : ''}`);
    if (check.aaPixels !== undefined) add('Anti-aliased', String(check.aaPixels));
    const t = check.tolerance;
    if (t) add('Tolerance', `${Number.isFinite(t.perceptualThreshold) ? `perceptual threshold ${t.perceptualThreshold}` : 'exact'} · at most ${t.maxDiffPixels} px or ${percent(t.maxDiffRatio)} · anti-aliasing ${t.detectsAntiAliasing ? 'detected, not counted' : 'counted'}`);
    add('Size', check.sizeMismatch);
    if (check.sequence) {
      const s = check.sequence;
      const frames = listOf(s.frames);
      let differ = 0;
      for (const f of frames) if (f && f.pass === false) differ += 1;
      add('Frames', `${frames.length} at ${s.fps} fps, ${differ} differ`);
      add('Frame count', s.frameCountMismatch);
      // The motion's own length from the manifest (the last frame is the first one at or after rest).
      if (Number.isFinite(s.duration)) add('Duration', seconds(s.duration));
    }
    return items.length ? el('dl', { class: 'facts' }, ...items) : null;
  }

  function checkBody(scene, check) {
    const viewer = check.sequence ? sequenceViewer(check) : stillViewer(check);
    const body = el('div', { class: 'body' },
      check.message ? el('p', { class: 'message', text: text(check.message) }) : null,
      facts(check),
      // Only a failed check has an output to accept; a recorded one already wrote its reference, an error none.
      check.status === 'failed' ? copyBox(acceptCommand(scene, check), check.accept) : null, viewer);
    body.stop = () => viewer.stop();
    return body;
  }

  // ---- report: the page -------------------------------------------------------------------------------------------
  function report(suite) {
    const scenes = listOf(suite && suite.scenes);
    // Flat tables of every check: one pass, no copies of the check objects.
    let total = 0;
    for (const scene of scenes) total += listOf(scene && scene.checks).length;
    const checks = new Array(total);
    const sceneOf = new Int32Array(total);
    const statusOf = new Uint8Array(total);
    const counts = { passed: 0, failed: 0, recorded: 0, error: 0, other: 0 };
    let k = 0;
    scenes.forEach((scene, s) => {
      for (const check of listOf(scene && scene.checks)) {
        checks[k] = check || {};
        sceneOf[k] = s;
        const code = STATUSES.indexOf(checks[k].status);
        statusOf[k] = code < 0 ? STATUSES.length : code;
        if (code < 0) counts.other += 1; else counts[STATUSES[code]] += 1;
        k += 1;
      }
    });
    // Reference files no check uses ("deleted"), listed at the top level or per scene.
    const deleted = [];
    const addDeleted = (entries, scene) => {
      for (const entry of listOf(entries)) {
        if (!entry || entry.reference === undefined || entry.reference === null) continue;
        deleted.push({ scene: text(entry.scene !== undefined ? entry.scene : scene ? scene.path : ''), reference: text(entry.reference) });
      }
    };
    addDeleted(suite && suite.deleted, null);
    for (const scene of scenes) if (scene) addDeleted(scene.deleted, scene);

    const filters = [['all', 'All', total], ['failed', 'Failed', counts.failed], ['recorded', 'Recorded', counts.recorded],
      ['passed', 'Passed', counts.passed]];
    if (counts.error) filters.push(['error', 'Errors', counts.error]);
    if (deleted.length) filters.push(['deleted', 'Deleted', deleted.length]);
    const filterIDs = filters.map(([id]) => id);
    let filter = 'all';
    const buttons = filters.map(([id, name, n]) => el('button', { type: 'button', class: `filter ${id}`, 'data-filter': id,
      'aria-pressed': String(id === filter), onclick: () => { filter = id; apply(); remember(true); } },
    el('span', { text: name }), el('span', { class: 'n', text: String(n) })));
    const search = el('input', { type: 'search', placeholder: 'Search scenes and checks', 'aria-label': 'Search scenes and checks' });
    const shown = el('p', { class: 'shown', 'aria-live': 'polite' });
    const list = el('div', { class: 'rows', role: 'list', 'aria-label': 'Checks' });
    const spacer = el('div', { class: 'rows-spacer' }, list);

    const bad = counts.failed + counts.recorded + counts.error + counts.other;
    const verdict = bad ? `${bad} of ${total} checks need review` : `All ${total} checks passed`;
    app.append(el('header', {},
      el('h1', { text: document.title }),
      el('p', { class: `verdict ${bad ? 'bad' : 'good'}`, text: verdict }),
      isArray(suite.command) && suite.command.length ? el('p', { class: 'command' }, el('code', { text: suite.command.map(text).join(' ') })) : null,
      el('div', { class: 'toolbar' }, el('div', { class: 'filters', role: 'group', 'aria-label': 'Show checks' }, ...buttons), search),
      shown), el('main', {}, spacer));

    // ---- the filter and search live in the URL fragment: #filter=failed&q=fling -------------------------------
    function readURL() {
      const raw = location.hash.slice(1);
      const params = new URLSearchParams(raw.includes('=') ? raw : '');
      let wanted = params.get('filter');
      if (!raw.includes('=')) { try { wanted = decodeURIComponent(raw); } catch (_) { wanted = null; } }
      filter = filterIDs.includes(wanted) ? wanted : 'all';
      search.value = params.get('q') || '';
    }
    function remember(push) {
      const params = new URLSearchParams();
      if (filter !== 'all') params.set('filter', filter);
      if (search.value) params.set('q', search.value);
      const hash = params.toString();
      const url = `${location.pathname}${location.search}${hash ? '#' + hash : ''}`;
      if (url === `${location.pathname}${location.search}${location.hash}`) return;
      if (push) history.pushState(null, '', url); else history.replaceState(null, '', url);
    }

    // ---- rows: scene headings, checks, the deleted section; only the rows in view are in the document -------------
    const SCENE = 0, CHECK = 1, DELETED_HEAD = 2, DELETED = 3;
    // Every row's height with the gap below it, as the style sheet fixes it; rows that wrap are measured.
    const DEFAULT_HEIGHT = [48, 48, 48, 48];
    const GAP = 8;
    // Browsers cap an element's height (Chromium near 33.5 million px): past this the scroll position maps
    // proportionally onto the rows.
    const MAX_SPACER = 8000000;
    const capacity = total + scenes.length + deleted.length + 1;
    const rowKind = new Uint8Array(capacity);
    const rowRef = new Int32Array(capacity);
    let rowCount = 0;
    let offsets = new Float64Array(1);
    // Measured heights that differ from the default (open cards, wrapped headings), by row key.
    const measured = new Map();
    const rowKey = (kind, ref) => ref * 4 + kind;
    const open = new Set();
    const bodies = new Map();  // open check -> its built body, kept while scrolled away so its viewer keeps its state
    let searchText = null;

    function searchable(i) {
      if (!searchText) searchText = new Array(total);
      let s = searchText[i];
      if (s === undefined) {
        const scene = scenes[sceneOf[i]] || {};
        const check = checks[i];
        s = `${text(scene.path)} ${text(scene.name)} ${text(check.name)} ${text(check.message)}`.toLowerCase();
        searchText[i] = s;
      }
      return s;
    }

    function apply() {
      const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
      const matches = (s) => { for (const w of words) if (!s.includes(w)) return false; return true; };
      const code = STATUSES.indexOf(filter);
      rowCount = 0;
      let visible = 0;
      if (filter !== 'deleted') {
        let i = 0;
        for (let s = 0; s < scenes.length; s += 1) {
          const n = listOf(scenes[s] && scenes[s].checks).length;
          let headed = false;
          for (const end = i + n; i < end; i += 1) {
            if (code >= 0 && statusOf[i] !== code) continue;
            if (words.length && !matches(searchable(i))) continue;
            if (!headed) { rowKind[rowCount] = SCENE; rowRef[rowCount] = s; rowCount += 1; headed = true; }
            rowKind[rowCount] = CHECK; rowRef[rowCount] = i; rowCount += 1;
            visible += 1;
          }
        }
      }
      let deletedShown = 0;
      if ((filter === 'all' || filter === 'deleted') && deleted.length) {
        const start = rowCount;
        rowKind[rowCount] = DELETED_HEAD; rowRef[rowCount] = 0; rowCount += 1;
        deleted.forEach((entry, d) => {
          if (words.length && !matches(`${entry.scene} ${entry.reference}`.toLowerCase())) return;
          rowKind[rowCount] = DELETED; rowRef[rowCount] = d; rowCount += 1;
          deletedShown += 1;
        });
        if (!deletedShown) rowCount = start;
      }
      buttons.forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.filter === filter)));
      shown.textContent = filter === 'deleted'
        ? `Showing ${deletedShown} of ${deleted.length} unused references`
        : `Showing ${visible} of ${total} checks${deletedShown ? ` and ${deletedShown} unused references` : ''}`;
      layout();
    }

    // Row offsets from the defaults and the measured heights, one flat pass.
    function layout() {
      if (offsets.length < rowCount + 1) offsets = new Float64Array(capacity + 1);
      let y = 0;
      const anyMeasured = measured.size > 0;
      for (let r = 0; r < rowCount; r += 1) {
        offsets[r] = y;
        const kind = rowKind[r];
        const h = anyMeasured ? measured.get(rowKey(kind, rowRef[r])) : undefined;
        y += h === undefined ? DEFAULT_HEIGHT[kind] : h;
      }
      offsets[rowCount] = y;
      spacer.style.height = `${Math.min(y, MAX_SPACER)}px`;
      render();
    }

    // The first row whose bottom lies below `y`.
    function rowAt(y) {
      let lo = 0, hi = rowCount;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (offsets[mid + 1] <= y) lo = mid + 1; else hi = mid;
      }
      return lo;
    }

    const rendered = new Map();  // row key -> element in the list
    let rendering = false;
    function render() {
      if (rendering) return;
      rendering = true;
      try {
        for (let pass = 0; pass < 4; pass += 1) if (!renderPass()) break;
      } finally {
        rendering = false;
      }
    }

    // Places the rows in view; returns true when a row's measured height changed the layout.
    function renderPass() {
      const totalHeight = offsets[rowCount];
      const spacerHeight = Math.min(totalHeight, MAX_SPACER);
      const view = window.innerHeight || 800;
      // How far the top of the list has scrolled above the top of the window.
      const scrolled = -spacer.getBoundingClientRect().top;
      let virtual = scrolled;
      if (totalHeight > spacerHeight && spacerHeight > view) {
        const clamped = Math.min(Math.max(scrolled, 0), spacerHeight - view);
        virtual = clamped * (totalHeight - view) / (spacerHeight - view) + (scrolled - clamped);
      }
      const overscan = view;
      const first = rowAt(Math.max(0, virtual - overscan));
      const keep = new Map();
      for (let r = first; r < rowCount && offsets[r] < virtual + view + overscan; r += 1) {
        const key = rowKey(rowKind[r], rowRef[r]);
        const node = rendered.get(key) || buildRow(rowKind[r], rowRef[r]);
        node.style.top = `${scrolled + (offsets[r] - virtual)}px`;
        // Only the rows in view exist: their place in the whole list is told to assistive technology.
        node.setAttribute('aria-posinset', r + 1);
        node.setAttribute('aria-setsize', rowCount);
        keep.set(key, node);
      }
      for (const [key, node] of rendered) {
        if (keep.has(key)) continue;
        node.remove();
        resized.unobserve(node);
        // An open card scrolled away keeps its body (and the viewer's state) but stops playing.
        const body = key % 4 === CHECK ? bodies.get((key - CHECK) / 4) : null;
        if (body) body.stop();
      }
      // In document order, so that Tab and screen readers go through the rows as they are shown; rows already in
      // place are not moved (moving the focused player would blur it).
      let cursor = list.firstChild;
      for (const node of keep.values()) {
        if (node === cursor) cursor = cursor.nextSibling; else list.insertBefore(node, cursor);
      }
      rendered.clear();
      for (const [key, node] of keep) rendered.set(key, node);
      // Measure what is in view; a height that is not the default is remembered and the offsets redone.
      let changed = false;
      for (const [key, node] of keep) {
        const height = node.offsetHeight + GAP;
        const kind = key % 4;
        const known = measured.has(key) ? measured.get(key) : DEFAULT_HEIGHT[kind];
        if (Math.abs(height - known) > 0.5) {
          if (Math.abs(height - DEFAULT_HEIGHT[kind]) <= 0.5) measured.delete(key); else measured.set(key, height);
          changed = true;
        }
      }
      if (changed) {
        let y = 0;
        for (let r = 0; r < rowCount; r += 1) {
          offsets[r] = y;
          const h = measured.get(rowKey(rowKind[r], rowRef[r]));
          y += h === undefined ? DEFAULT_HEIGHT[rowKind[r]] : h;
        }
        offsets[rowCount] = y;
        spacer.style.height = `${Math.min(y, MAX_SPACER)}px`;
      }
      return changed;
    }

    // A row that changes size (an image loads, a tab switches) is measured again.
    let pending = 0;
    const schedule = () => { if (!pending) pending = requestAnimationFrame(() => { pending = 0; render(); }); };
    const resized = new ResizeObserver(schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);

    function buildRow(kind, ref) {
      let node;
      if (kind === SCENE) {
        const scene = scenes[ref] || {};
        node = el('div', { class: 'row scene-head', role: 'listitem' },
          el('h2', {}, el('span', { text: text(scene.path) }), el('span', { class: 'scene-name', text: text(scene.name) })));
      } else if (kind === CHECK) {
        node = el('div', { class: 'row', role: 'listitem' }, checkCard(ref));
      } else if (kind === DELETED_HEAD) {
        node = el('div', { class: 'row scene-head deleted-head', role: 'listitem' },
          el('h2', {}, el('span', { text: 'Unused references' }),
            el('span', { class: 'scene-name', text: `${deleted.length} reference ${deleted.length === 1 ? 'file' : 'files'} no check uses` })));
      } else {
        const entry = deleted[ref];
        node = el('div', { class: 'row', role: 'listitem' },
          el('div', { class: 'deleted-ref', 'data-status': 'deleted' },
            el('span', { class: 'badge deleted', text: 'Deleted' }),
            el('code', { class: 'reference', text: entry.reference }),
            el('span', { class: 'kind', text: entry.scene })));
      }
      resized.observe(node);
      return node;
    }

    function checkCard(i) {
      const check = checks[i];
      const scene = scenes[sceneOf[i]] || {};
      const status = text(check.status);
      const summary = el('summary', {},
        el('span', { class: `badge ${STATUSES.includes(status) ? status : 'other'}`, text: LABELS[status] || status }),
        el('span', { class: 'name', text: text(check.name) }),
        el('span', { class: 'kind', text: text(check.kind) }),
        check.diffPixels ? el('span', { class: 'count', text: `${check.diffPixels} px` }) : null);
      const card = el('details', { class: 'check', 'data-status': status, 'data-kind': text(check.kind) }, summary);
      const attach = () => {
        let body = bodies.get(i);
        if (!body) { body = checkBody(scene, check); bodies.set(i, body); }
        card.append(body);
      };
      if (open.has(i)) { card.open = true; attach(); }
      card.addEventListener('toggle', () => {
        if (card.open) {
          open.add(i);
          if (!card.querySelector('.body')) attach();
        } else {
          open.delete(i);
          const body = bodies.get(i);
          if (body) { body.stop(); body.remove(); bodies.delete(i); }
        }
        schedule();
      });
      return card;
    }

    search.addEventListener('input', () => {
      clearTimeout(search.timer);
      search.timer = setTimeout(() => { apply(); remember(false); }, total > 20000 ? 200 : 0);
    });
    search.addEventListener('change', () => remember(false));
    window.addEventListener('popstate', () => { readURL(); apply(); });
    window.addEventListener('hashchange', () => { readURL(); apply(); });

    // The first few checks that need review open, as a reviewer would open them.
    let opened = 0;
    for (let i = 0; i < total && opened < 8; i += 1) if (statusOf[i] !== 0) { open.add(i); opened += 1; }
    readURL();
    apply();
    performance.mark('filmstrip-rendered');
    document.documentElement.dataset.rendered = 'true';
  }

  // ---- the player page of `frames -o DIR` -------------------------------------------------------------------------
  function playerPage(page) {
    const frames = listOf(page.frames).map((file) => ({ actual: text(file) }));
    const samples = listOf(page.samples);
    const fps = +page.fps > 0 ? +page.fps : 60;
    // The manifest's duration when the page carries it (the motion's length; its last frame is the first one at
    // or after rest), else the last frame's time.
    const duration = Number.isFinite(page.duration) ? page.duration
      : samples.length ? +samples[samples.length - 1].t : Math.max(0, frames.length - 1) / fps;
    app.append(el('header', {}, el('h1', { text: document.title }),
      el('p', { class: 'command', text: `${frames.length} frames at ${fps} fps · ${seconds(duration)}` })),
    el('main', {}, player({ fps, frames, expectedSamples: [], actualSamples: samples, hasExpected: false })));
  }

  if (data.mode === 'player') playerPage(data); else report(data.suite || {});
})();
