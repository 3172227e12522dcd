(() => {
  'use strict';
  const data = JSON.parse(document.getElementById('filmstrip-data').textContent);
  const app = document.getElementById('app');
  const LABELS = { passed: 'Passed', failed: 'Failed', recorded: 'Recorded', error: 'Error' };

  // el('div', {class: 'x', text: 'y', onclick: f}, child, ...): text always goes through textContent.
  function el(tag, attrs, ...children) {
    const node = tag === 'svg' || tag === 'line' || tag === 'polyline' || tag === 'rect' || tag === 'text' || tag === 'g'
      ? document.createElementNS('http://www.w3.org/2000/svg', tag) : document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === undefined || value === null || value === false) continue;
      if (key === 'text') node.textContent = value;
      else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? '' : value);
    }
    for (const child of children) if (child) node.append(child);
    return node;
  }
  const href = (path) => path.split('/').map(encodeURIComponent).join('/');
  const image = (path, alt) => el('img', { src: href(path), alt, loading: 'lazy', decoding: 'async' });
  const percent = (ratio) => ratio === 0 ? '0%' : ratio < 0.000001 ? '<0.0001%' : `${+(ratio * 100).toFixed(4)}%`;
  const figure = (caption, path) => el('figure', {}, path ? image(path, caption) : el('div', { class: 'missing', text: 'none' }),
    el('figcaption', { text: caption }));

  // ---- copy button ----------------------------------------------------------------------------------------
  function copyBox(command) {
    const code = el('code', { text: command });
    const button = el('button', { type: 'button', class: 'copy', text: 'Copy' });
    button.addEventListener('click', async () => {
      let copied = false;
      try { await navigator.clipboard.writeText(command); copied = true; } catch (_) {
        window.getSelection().selectAllChildren(code);
        try { copied = document.execCommand('copy'); } catch (_) { copied = false; }
      }
      button.textContent = copied ? 'Copied' : 'Press Ctrl+C';
      setTimeout(() => { button.textContent = 'Copy'; }, 1500);
    });
    return el('div', { class: 'accept' }, el('span', { text: 'Accept:' }), code, button);
  }

  // ---- tabs -----------------------------------------------------------------------------------------------
  // tabs: [{name, build(panel) -> optional cleanup}]; returns the element.
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
    list.append(...buttons);
    const root = el('div', { class: 'viewer' }, list, panel);
    root.stop = () => { if (cleanup) cleanup(); cleanup = null; };
    select(0);
    return root;
  }

  // ---- still viewers --------------------------------------------------------------------------------------
  function stillViewer(check) {
    const { expected, actual, diff } = check;
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
    return tabView(tabs, `Views of ${check.name}`);
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

  // ---- sequence player ------------------------------------------------------------------------------------
  // frames: [{expected, actual, diff, pass}], samples per side; hasExpected false for a lone sequence.
  function player({ fps, frames, expectedSamples, actualSamples, hasExpected, name }) {
    const count = frames.length;
    let index = 0;
    let playing = null;
    const slots = hasExpected ? ['Expected', 'Actual', 'Diff'] : ['Frame'];
    const images = slots.map((caption) => el('img', { alt: caption }));
    const figures = slots.map((caption, i) => el('figure', {}, el('div', { class: 'stage' }, images[i]),
      hasExpected ? el('figcaption', { text: caption }) : null));
    const playButton = el('button', { type: 'button', class: 'play', 'aria-label': 'Play', text: '▶' });
    const prev = el('button', { type: 'button', class: 'prev', 'aria-label': 'Previous frame', text: '◀︎◀︎' });
    const next = el('button', { type: 'button', class: 'next', 'aria-label': 'Next frame', text: '▶︎▶︎' });
    const scrub = el('input', { type: 'range', class: 'scrub', min: 0, max: Math.max(0, count - 1), value: 0, 'aria-label': 'Frame' });
    const label = el('output', { class: 'frame-label', 'aria-live': 'off' });
    const plot = plotSVG(frames, expectedSamples, actualSamples, fps, (i) => { stop(); show(i); });
    const root = el('div', { class: 'player', tabindex: 0, role: 'group', 'aria-label': `Sequence player${name ? ' for ' + name : ''}`, 'data-frame': 0 },
      el('div', { class: `frames n${slots.length}` }, ...figures),
      el('div', { class: 'controls' }, prev, playButton, next, scrub, label), plot.node,
      el('p', { class: 'hint', text: '← → step · Space plays · Home / End' }));

    function show(i) {
      index = Math.min(count - 1, Math.max(0, i));
      const frame = frames[index] || {};
      const paths = hasExpected ? [frame.expected, frame.actual, frame.diff] : [frame.actual];
      paths.forEach((path, k) => {
        const img = images[k];
        if (path) { img.src = href(path); img.hidden = false; } else { img.removeAttribute('src'); img.hidden = true; }
        img.parentNode.dataset.empty = path ? 'false' : (k === 2 ? 'same' : 'none');
      });
      const sample = actualSamples[index] || expectedSamples[index];
      const time = sample ? sample.t : index / fps;
      let text = `Frame ${index + 1} / ${count} · ${time.toFixed(3)} s`;
      if (sample) text += ` · offset ${sample.offset.toFixed(1)} pt · velocity ${sample.velocity.toFixed(0)} pt/s`;
      if (hasExpected && frame.pass === false) text += ` · differs${frame.diffPixels ? ` (${frame.diffPixels} px)` : ''}`;
      label.textContent = text;
      scrub.value = index;
      root.dataset.frame = index;
      plot.mark(index);
    }
    function stop() {
      if (playing) cancelAnimationFrame(playing.request);
      playing = null;
      playButton.textContent = '▶'; playButton.setAttribute('aria-label', 'Play');
    }
    function play() {
      if (count < 2) return;
      for (const frame of frames) for (const path of [frame.expected, frame.actual, frame.diff]) if (path) new Image().src = href(path);
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
    show(0);
    root.stop = stop;
    return root;
  }

  // Offset and velocity over time for both manifests, the frames that differ on a strip below, the current
  // frame marked; a click picks the nearest frame.
  function plotSVG(frames, expectedSamples, actualSamples, fps, pick) {
    const W = 640, H = 150, top = 18, plotH = 96, stripY = 124, stripH = 10, left = 8, right = W - 8;
    const all = expectedSamples.concat(actualSamples);
    const times = frames.map((_, i) => (actualSamples[i] || expectedSamples[i] || { t: i / fps }).t);
    const tMax = Math.max(1e-9, ...times, ...all.map((s) => s.t));
    const x = (t) => left + (right - left) * t / tMax;
    const range = (key) => {
      const values = all.map((s) => s[key]);
      const lo = Math.min(...values), hi = Math.max(...values);
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
            points: samples.map((s) => `${x(s.t).toFixed(1)},${y(s[key]).toFixed(1)}`).join(' ') }));
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
      svg.append(el('rect', { class: `tick ${frame.pass === false ? 'bad' : 'ok'}`, x: Math.max(left, cx).toFixed(1),
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

  function sequenceViewer(check) {
    const seq = check.sequence;
    return player({ fps: seq.fps, frames: seq.frames, expectedSamples: seq.expectedSamples,
      actualSamples: seq.actualSamples, hasExpected: true, name: check.name });
  }

  // ---- report ---------------------------------------------------------------------------------------------
  function facts(check) {
    const items = [];
    const add = (term, value) => { if (value !== undefined && value !== null) items.push(el('dt', { text: term }), el('dd', { text: value })); };
    if (check.diffPixels !== undefined) add('Differing pixels', `${check.diffPixels}${check.ratio !== undefined ? ` (${percent(check.ratio)})` : ''}`);
    if (check.aaPixels !== undefined) add('Anti-aliased', String(check.aaPixels));
    const t = check.tolerance;
    if (t) add('Tolerance', `threshold ${t.threshold} · at most ${t.maxDiffPixels} px or ${percent(t.maxDiffRatio)} · anti-aliasing ${t.includeAA ? 'counted' : 'ignored'}`);
    add('Size', check.sizeMismatch);
    if (check.sequence) {
      const s = check.sequence;
      add('Frames', `${s.frames.length} at ${s.fps} fps, ${s.frames.filter((f) => f.pass === false).length} differ`);
      add('Frame count', s.frameCountMismatch);
    }
    return items.length ? el('dl', { class: 'facts' }, ...items) : null;
  }

  function checkCard(scene, check) {
    const summary = el('summary', {},
      el('span', { class: `badge ${check.status}`, text: LABELS[check.status] || check.status }),
      el('span', { class: 'name', text: check.name }),
      el('span', { class: 'kind', text: check.kind }),
      check.diffPixels ? el('span', { class: 'count', text: `${check.diffPixels} px` }) : null);
    const card = el('details', { class: 'check', 'data-status': check.status, 'data-kind': check.kind }, summary);
    card.search = `${scene.path} ${scene.name} ${check.name} ${check.message || ''}`.toLowerCase();
    let viewer = null;
    card.addEventListener('toggle', () => {
      if (card.open && !card.built) {
        card.built = true;
        viewer = check.sequence ? sequenceViewer(check) : stillViewer(check);
        card.append(el('div', { class: 'body' },
          check.message ? el('p', { class: 'message', text: check.message }) : null,
          facts(check), check.accept && check.status !== 'passed' ? copyBox(check.accept) : null, viewer));
      } else if (!card.open && viewer) {
        viewer.stop();
      }
    });
    return card;
  }

  function report(suite) {
    const checks = suite.scenes.flatMap((s) => s.checks);
    const count = (status) => checks.filter((c) => c.status === status).length;
    const filters = [['all', 'All', checks.length], ['failed', 'Failed', count('failed')], ['recorded', 'Recorded', count('recorded')],
      ['passed', 'Passed', count('passed')]];
    if (count('error')) filters.push(['error', 'Errors', count('error')]);
    let filter = 'all';
    const buttons = filters.map(([id, name, n]) => el('button', { type: 'button', class: `filter ${id}`, 'data-filter': id,
      'aria-pressed': String(id === filter), onclick: () => { filter = id; apply(); } },
    el('span', { text: name }), el('span', { class: 'n', text: String(n) })));
    const search = el('input', { type: 'search', placeholder: 'Search scenes and checks', 'aria-label': 'Search scenes and checks', oninput: () => apply() });
    const shown = el('p', { class: 'shown', 'aria-live': 'polite' });
    const sections = suite.scenes.map((scene) => {
      const cards = scene.checks.map((check) => checkCard(scene, check));
      const section = el('section', { class: 'scene' }, el('h2', {}, el('span', { text: scene.path }),
        el('span', { class: 'scene-name', text: scene.name })), ...cards);
      section.cards = cards;
      return section;
    });
    function apply() {
      const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
      let visible = 0;
      buttons.forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.filter === filter)));
      for (const section of sections) {
        let any = false;
        for (const card of section.cards) {
          const show = (filter === 'all' || card.dataset.status === filter) && words.every((w) => card.search.includes(w));
          card.hidden = !show;
          if (show) { any = true; visible += 1; }
        }
        section.hidden = !any;
      }
      shown.textContent = `Showing ${visible} of ${checks.length} checks`;
    }
    const bad = count('failed') + count('recorded') + count('error');
    const verdict = bad ? `${bad} of ${checks.length} checks need review` : `All ${checks.length} checks passed`;
    app.append(el('header', {},
      el('h1', { text: document.title }),
      el('p', { class: `verdict ${bad ? 'bad' : 'good'}`, text: verdict }),
      suite.command && suite.command.length ? el('p', { class: 'command' }, el('code', { text: suite.command.join(' ') })) : null,
      el('div', { class: 'toolbar' }, el('div', { class: 'filters', role: 'group', 'aria-label': 'Show checks' }, ...buttons), search),
      shown), el('main', {}, ...sections));
    const fromHash = location.hash.slice(1);
    if (filters.some(([id]) => id === fromHash)) filter = fromHash;
    apply();
    let opened = 0;
    for (const section of sections) {
      for (const card of section.cards) {
        if (card.dataset.status !== 'passed' && opened < 8) { card.open = true; opened += 1; }
      }
    }
  }

  function playerPage(page) {
    const frames = page.frames.map((file) => ({ actual: file }));
    const duration = page.samples.length ? page.samples[page.samples.length - 1].t : (frames.length - 1) / page.fps;
    app.append(el('header', {}, el('h1', { text: document.title }),
      el('p', { class: 'command', text: `${frames.length} frames at ${page.fps} fps · ${duration.toFixed(3)} s` })),
    el('main', {}, player({ fps: page.fps, frames, expectedSamples: [], actualSamples: page.samples, hasExpected: false })));
  }

  if (data.mode === 'player') playerPage(data); else report(data.suite);
})();
