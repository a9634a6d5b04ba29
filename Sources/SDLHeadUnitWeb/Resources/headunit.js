"use strict";
// The head unit's web view. It draws the state the server pushes over /ws and sends the emulator's
// control actions back ({"action": …}, the same lines as --control-port). It has no HMI behaviour of
// its own: every click is a user action the emulator runs, and what changes comes back as state.
// App-provided text is only ever set with textContent (or as a property such as alt), never parsed
// as HTML.
(() => {
  const $ = (id) => document.getElementById(id);

  /** Creates an element; `text` becomes a text node, never markup. */
  function el(tag, options = {}, children = []) {
    const node = document.createElement(tag);
    if (options.className) node.className = options.className;
    if (options.text !== undefined && options.text !== null) node.textContent = String(options.text);
    if (options.title) node.title = String(options.title);
    if (options.type) node.type = options.type;
    if (options.dataset) for (const [key, value] of Object.entries(options.dataset)) node.dataset[key] = String(value);
    if (options.on) for (const [name, handler] of Object.entries(options.on)) node.addEventListener(name, handler);
    for (const child of children) if (child !== null && child !== undefined) node.append(child);
    return node;
  }

  function button(label, className, onClick, title) {
    return el("button", { className, text: label, type: "button", title, on: { click: onClick } });
  }

  // MARK: Connection

  let socket = null;
  let nextTag = 1;
  let retryDelay = 500;

  function setConnection(state, text) {
    $("connection").dataset.state = state;
    $("connection-text").textContent = text;
    document.documentElement.dataset.connection = state;
  }

  function connect() {
    setConnection("connecting", "Connecting…");
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws`);
    socket.addEventListener("open", () => {
      retryDelay = 500;
      setConnection("open", "Live");
    });
    socket.addEventListener("message", (event) => receive(event.data));
    socket.addEventListener("close", () => {
      setConnection("closed", "Disconnected — retrying");
      setTimeout(connect, retryDelay);
      retryDelay = Math.min(retryDelay * 2, 5000);
    });
  }

  /** Sends one control action; the reply comes back as a `reply` message. */
  function send(action, parameters = {}) {
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      showToast("Not connected to the head unit");
      return;
    }
    socket.send(JSON.stringify({ ...parameters, action, tag: nextTag++ }));
  }

  function receive(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.type === "state") render(message);
    else if (message.type === "video") video.take(message);
    else if (message.type === "log") appendLog(message.entries || []);
    else if (message.type === "reply" && message.reply && message.reply.ok === false) {
      const error = message.reply.error || {};
      showToast(`${message.reply.action || "Action"}: ${error.message || error.code || "failed"}`);
    }
  }

  let toastTimer = null;
  function showToast(text) {
    const toast = $("toast");
    toast.textContent = text;
    toast.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { toast.hidden = true; }, 4000);
  }

  // MARK: State

  /** Redraws a part only when what it shows changed (keeps focus and scroll positions). */
  const drawn = new Map();
  function changed(part, value) {
    const key = JSON.stringify(value);
    if (drawn.get(part) === key) return false;
    drawn.set(part, key);
    return true;
  }

  let stateCount = 0;
  function render(state) {
    const app = state.apps.find((candidate) => candidate.id === state.visibleAppID) || null;
    if (changed("display", [state.display, state.endpoint])) renderDisplayInfo(state.display, state.endpoint);
    renderDriving(state.driverDistraction);
    if (changed("statusbar", [app, state.screen && state.screen.template, state.screen && state.screen.textFields.statusBar])) renderStatusbar(app, state.screen);
    const menuOpen = Boolean(app && app.menuOpenPath);
    if (changed("content", [state.screen, app && app.isMediaApplication, state.screen ? null : [state.apps, state.endpoint], menuOpen && menuState(app)])) {
      if (menuOpen && state.screen) renderOpenMenu(app);
      else renderContent(app, state.screen, state.apps, state.endpoint);
    }
    if (changed("softbuttons", [state.screen, app && app.isMediaApplication, menuOpen])) renderSoftButtons(app, menuOpen ? null : state.screen);
    renderOverlay(state.overlay, app);
    if (changed("hardkeys", app && [app.id, app.subscribedButtons])) renderHardkeys(app);
    if (changed("apps", state.apps)) renderApps(state.apps);
    if (changed("menu", app && [app.id, app.menu, app.voiceCommands, app.menuOpenPath])) renderMenu(app);
    if (changed("vehicle", [state.vehicleData, state.lockScreenDismissalEnabled])) renderVehicle(state.vehicleData || {}, state.lockScreenDismissalEnabled);
    if (changed("touch", [app && [app.id, app.appHMITypes, app.hmiLevel, app.hapticRects, app.streamingVideo], state.display.videoStreaming])) renderTouchLayer(app, state.display.videoStreaming);
    stateCount += 1;
    document.documentElement.dataset.states = String(stateCount);
  }

  // MARK: Video (the app's H.264 stream, decoded by the browser's WebCodecs)

  /** The app's video: access units (Annex B) from `video` messages into a WebCodecs VideoDecoder,
   *  drawn on #video. A gap in `index` (the server skipped frames for this page) or a decoder that
   *  falls behind waits for the next key frame; drawn and dropped frames are counted on the page. */
  const video = (() => {
    const maximumQueue = 8; // frames waiting in the decoder before the page skips to the next key frame
    let decoder = null;
    let configuredCodec = null;
    let stream = null;
    let nextIndex = null;
    let needsKeyFrame = true;
    let drawnFrames = 0;
    let droppedFrames = 0;

    function show() {
      const canvas = $("video");
      canvas.dataset.drawn = String(drawnFrames);
      canvas.dataset.dropped = String(droppedFrames);
      $("video-stats").textContent = `${canvas.width}×${canvas.height} · ${drawnFrames} frames drawn · ${droppedFrames} dropped`;
      $("video-stats").hidden = false;
    }

    function bytesOf(base64) {
      const text = atob(base64);
      const bytes = new Uint8Array(text.length);
      for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
      return bytes;
    }

    /** `avc1.PPCCLL` from the access unit's sequence parameter set (profile, constraints, level). */
    function codecOf(bytes) {
      for (let index = 0; index + 6 < bytes.length; index += 1) {
        if (bytes[index] === 0 && bytes[index + 1] === 0 && bytes[index + 2] === 1 && (bytes[index + 3] & 0x1f) === 7) {
          const hex = (value) => value.toString(16).padStart(2, "0");
          return `avc1.${hex(bytes[index + 4])}${hex(bytes[index + 5])}${hex(bytes[index + 6])}`;
        }
      }
      return null;
    }

    function reset() {
      if (decoder && decoder.state !== "closed") decoder.close();
      decoder = null;
      needsKeyFrame = true;
    }

    /** The app's video service ended (or the app left FULL): the screen shows again, and the next
     *  stream starts over at its first key frame. */
    function ended() {
      reset();
      stream = null;
      nextIndex = null;
      $("video").hidden = true;
      $("video-stats").hidden = true;
    }

    function draw(frame) {
      const canvas = $("video");
      if (canvas.width !== frame.displayWidth || canvas.height !== frame.displayHeight) {
        canvas.width = frame.displayWidth;
        canvas.height = frame.displayHeight;
      }
      canvas.getContext("2d").drawImage(frame, 0, 0);
      frame.close();
      canvas.hidden = touchSpace.app === null || !touchSpace.streaming; // over the screen of a navigation or projection app in FULL, while it streams
      drawnFrames += 1;
      show();
    }

    function take(message) {
      if (typeof VideoDecoder === "undefined") {
        $("video-stats").textContent = "This browser has no WebCodecs VideoDecoder: the video is not shown";
        $("video-stats").hidden = false;
        return;
      }
      if (message.stream !== stream) {
        reset();
        stream = message.stream;
        nextIndex = null;
      }
      if (nextIndex !== null && message.index > nextIndex) {
        droppedFrames += message.index - nextIndex;
        needsKeyFrame = true;
      }
      nextIndex = message.index + 1;
      if (decoder && decoder.decodeQueueSize > maximumQueue) needsKeyFrame = true;
      if (needsKeyFrame && !message.key) {
        droppedFrames += 1;
        show();
        return;
      }
      const bytes = bytesOf(message.data);
      if (message.key) {
        const codec = codecOf(bytes);
        if (!codec) return;
        if (!decoder || decoder.state === "closed") {
          decoder = new VideoDecoder({
            output: draw,
            error: (error) => {
              $("video-stats").textContent = `Video decoding failed: ${error.message}`;
              $("video-stats").hidden = false;
              decoder = null;
              needsKeyFrame = true;
            },
          });
          configuredCodec = null;
        }
        if (codec !== configuredCodec) {
          decoder.configure({ codec, optimizeForLatency: true });
          configuredCodec = codec;
        }
        needsKeyFrame = false;
      }
      try {
        decoder.decode(new EncodedVideoChunk({ type: message.key ? "key" : "delta", timestamp: message.index * 33333, data: bytes }));
      } catch (error) {
        reset();
      }
    }

    return { take, ended };
  })();

  // MARK: Touch screen (navigation and projection apps)

  let touchSpace = { width: 800, height: 480, app: null, streaming: false };
  const fingers = new Map(); // pointerId → finger id (0…9)

  /** Shows the touch layer for a NAVIGATION or PROJECTION app in FULL, with its haptic areas. */
  function renderTouchLayer(app, videoStreaming) {
    const layer = $("touch-layer");
    const projects = Boolean(app && app.hmiLevel === "FULL" && (app.appHMITypes || []).some((type) => type === "NAVIGATION" || type === "PROJECTION"));
    const resolution = videoStreaming && videoStreaming.preferredResolution;
    touchSpace = {
      width: (resolution && resolution.resolutionWidth) || 800,
      height: (resolution && resolution.resolutionHeight) || 480,
      app: projects ? app.id : null,
      streaming: Boolean(projects && app.streamingVideo),
    };
    layer.hidden = !projects;
    if (!projects) fingers.clear();
    if (!touchSpace.streaming) video.ended();
    layer.replaceChildren(...(projects ? app.hapticRects : []).map((rect) => {
      const node = el("div", { className: "haptic-rect", text: String(rect.id), dataset: { id: String(rect.id) } });
      Object.assign(node.style, {
        left: `${(100 * rect.x) / touchSpace.width}%`, top: `${(100 * rect.y) / touchSpace.height}%`,
        width: `${(100 * rect.width) / touchSpace.width}%`, height: `${(100 * rect.height) / touchSpace.height}%`,
      });
      return node;
    }));
  }

  /** The pointer's position in head unit coordinates (the stream's resolution), clamped to the screen. */
  function touchPoint(event) {
    const box = $("touch-layer").getBoundingClientRect();
    const clamp = (value, limit) => Math.max(0, Math.min(limit, Math.round(value)));
    return {
      x: clamp(((event.clientX - box.left) / box.width) * touchSpace.width, touchSpace.width),
      y: clamp(((event.clientY - box.top) / box.height) * touchSpace.height, touchSpace.height),
    };
  }

  /** Sends OnTouchEvent `type` for the pointer of `event` (one finger per pointer, ids 0…9). */
  function sendTouch(type, event) {
    if (touchSpace.app === null) return;
    let id = fingers.get(event.pointerId);
    if (type === "BEGIN") {
      if (id !== undefined) return;
      id = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((candidate) => ![...fingers.values()].includes(candidate));
      if (id === undefined) return;
      fingers.set(event.pointerId, id);
    }
    if (id === undefined) return;
    if (type === "END" || type === "CANCEL") fingers.delete(event.pointerId);
    send("touchEvent", { type, fingers: [{ id, ...touchPoint(event) }], app: touchSpace.app });
  }

  function setUpTouchLayer() {
    const layer = $("touch-layer");
    layer.addEventListener("pointerdown", (event) => {
      event.preventDefault();
      layer.setPointerCapture(event.pointerId);
      sendTouch("BEGIN", event);
    });
    layer.addEventListener("pointermove", (event) => sendTouch("MOVE", event));
    layer.addEventListener("pointerup", (event) => sendTouch("END", event));
    layer.addEventListener("pointercancel", (event) => sendTouch("CANCEL", event));
  }

  function endpointText(endpoint) {
    return endpoint ? `${endpoint.host}:${endpoint.port}` : "";
  }

  function renderDisplayInfo(display, endpoint) {
    $("display-info").replaceChildren(
      el("span", { className: "chip", text: display.profile, title: "Display profile" }),
      el("span", { className: "display-name", text: display.name }),
      el("span", { className: "chip subtle", text: display.language, title: "Head unit language" }),
      endpoint ? el("span", { className: "endpoint", text: `apps connect to ${endpointText(endpoint)}`, title: "The head unit's TCP address for apps" }) : null,
    );
  }

  function renderDriving(driverDistraction) {
    const driving = $("driving");
    driving.hidden = !driverDistraction;
    driving.dataset.state = driverDistraction;
    driving.textContent = driverDistraction === "DD_ON" ? "Driving (DD_ON)" : "Parked (DD_OFF)";
  }

  function statusChips(app) {
    return [
      el("span", { className: `chip level-${app.hmiLevel}`, text: app.hmiLevel, title: "HMI level", dataset: { role: "hmiLevel" } }),
      el("span", { className: "chip subtle", text: app.audioStreamingState, title: "Audio streaming state", dataset: { role: "audioStreamingState" } }),
      el("span", { className: "chip subtle", text: app.systemContext, title: "System context", dataset: { role: "systemContext" } }),
    ];
  }

  function renderStatusbar(app, screen) {
    const bar = $("statusbar");
    if (!app || !screen) {
      bar.replaceChildren(el("span", { className: "app-name", text: "Home" }));
      return;
    }
    bar.replaceChildren(...[
      el("span", { className: "app-name", text: app.appName }),
      el("span", { className: "template-name", text: screen.template, title: "Template" }),
      el("span", { className: "status-text", text: screen.textFields.statusBar || "" }),
      app.menuOpenPath ? null : button("☰ Menu", "ghost small menu-button", () => send("openMenu", { app: app.id }), "Open the app's menu (system context MENU)"),
      el("span", { className: "status-chips" }, statusChips(app)),
    ].filter(Boolean));
  }

  /** Which arrangement a template gets on this page. */
  function layoutOf(template, app) {
    const name = (template || "DEFAULT").toUpperCase();
    if (name === "MEDIA" || (name === "DEFAULT" && app && app.isMediaApplication)) return "media";
    if (name.startsWith("LARGE_GRAPHIC")) return "large-graphic";
    if (name.startsWith("DOUBLE_GRAPHIC")) return "double-graphic";
    if (name.startsWith("TILES") || name === "GRAPHIC_WITH_TILES") return "tiles";
    if (name === "TEXT_WITH_GRAPHIC" || name === "TEXTBUTTONS_WITH_GRAPHIC") return "text-graphic";
    if (name.startsWith("TEXT")) return "text";
    return "graphic-text";
  }

  /** An image: the uploaded picture, or a labelled tile (static icons, files not uploaded). */
  function imageNode(image, className) {
    if (!image) return null;
    if (image.url) {
      const picture = el("img", { className: `${className} picture${image.isTemplate ? " templated" : ""}` });
      picture.alt = image.label;
      picture.src = image.url;
      return picture;
    }
    const kind = image.imageType === "STATIC" ? "static" : "missing";
    return el("div", { className: `${className} tile ${kind}`, title: image.label }, [el("span", { text: image.label })]);
  }

  function renderContent(app, screen, apps, endpoint) {
    const content = $("content");
    if (!screen) {
      content.className = "content home";
      content.replaceChildren(homeScreen(apps, endpoint));
      return;
    }
    const layout = layoutOf(screen.template, app);
    content.className = `content layout-${layout} align-${screen.alignment.toLowerCase().replace("_aligned", "")}`;
    const text = el("div", { className: "text-block" });
    if (screen.templateTitle) text.append(el("div", { className: "template-title", text: screen.templateTitle }));
    screen.mainFields.forEach((line, index) => {
      text.append(el("div", { className: "main-field", text: line, dataset: { field: `mainField${index + 1}` } }));
    });
    if (screen.textFields.mediaTrack) text.append(el("div", { className: "media-track", text: screen.textFields.mediaTrack }));
    if (screen.mediaClock) text.append(el("div", { className: "media-clock", text: screen.mediaClock, title: "Media clock" }));
    const graphics = el("div", { className: "graphics" }, [
      imageNode(screen.graphic, "graphic primary"),
      layout === "double-graphic" || layout === "large-graphic" ? imageNode(screen.secondaryGraphic, "graphic secondary") : null,
    ]);
    const parts = [];
    if (layout === "tiles") {
      parts.push(el("div", { className: "tiles" }, screen.softButtons.map(softButton)));
      if (screen.graphic) parts.push(graphics);
    } else if (layout === "text") {
      parts.push(text);
    } else if (layout === "large-graphic") {
      parts.push(graphics);
    } else {
      if (graphics.childElementCount > 0) parts.push(graphics);
      parts.push(text);
      if (layout !== "double-graphic" && screen.secondaryGraphic) parts.push(imageNode(screen.secondaryGraphic, "graphic secondary"));
    }
    content.replaceChildren(...parts);
  }

  function initials(name) {
    const words = String(name).trim().split(/\s+/).filter(Boolean);
    return (words.length > 1 ? words[0][0] + words[1][0] : String(name).slice(0, 2)).toUpperCase();
  }

  function homeScreen(apps, endpoint) {
    if (apps.length === 0) {
      return el("div", { className: "home-empty" }, [
        el("div", { className: "home-title", text: "No app connected" }),
        el("div", { className: "home-hint", text: endpoint ? `Connect an SDL app to ${endpointText(endpoint)} over TCP.` : "Connect an SDL app over TCP." }),
      ]);
    }
    return el("div", { className: "home-grid" }, apps.map((app) => el("button", {
      className: "home-app", type: "button", title: `Activate ${app.appName}`,
      on: { click: () => send("activateApp", { app: app.id }) },
    }, [el("span", { className: `app-icon hue-${app.id % 6}`, text: initials(app.appName) }), el("span", { className: "home-app-name", text: app.appName })])));
  }

  function softButton(state) {
    const node = el("button", {
      className: `softbutton${state.isHighlighted ? " highlighted" : ""}`,
      type: "button",
      title: "Click to press, right-click for a long press",
      dataset: { softButtonId: state.softButtonID },
      on: {
        click: () => send("pressSoftButton", { id: state.softButtonID }),
        contextmenu: (event) => {
          event.preventDefault();
          send("pressSoftButton", { id: state.softButtonID, long: true });
        },
      },
    }, [imageNode(state.image, "softbutton-image"), state.text ? el("span", { className: "softbutton-text", text: state.text }) : null]);
    return node;
  }

  function renderSoftButtons(app, screen) {
    const bar = $("softbuttons");
    const buttons = screen && layoutOf(screen.template, app) !== "tiles" ? screen.softButtons : [];
    bar.hidden = buttons.length === 0;
    bar.replaceChildren(...buttons.map(softButton));
  }

  // MARK: Overlays

  let overlayView = null;

  /** Everything that identifies the overlay's look; moving the slider or streaming audio only updates it. */
  function overlayKey(overlay) {
    return JSON.stringify({ ...overlay, sliderPosition: null, keyboardEntry: null, audio: overlay.audio ? { ...overlay.audio, bytesSent: null } : null });
  }

  function renderOverlay(overlay, visibleApp) {
    const layer = $("overlay");
    if (!overlay) {
      layer.hidden = true;
      layer.replaceChildren();
      overlayView = null;
      drawn.delete("overlay");
      return;
    }
    if (!changed("overlay", overlayKey(overlay)) && overlayView) {
      overlayView.update(overlay);
      return;
    }
    overlayView = buildOverlay(overlay, visibleApp);
    layer.className = `overlay-layer kind-${overlay.kind}`;
    layer.replaceChildren(overlayView.node);
    layer.hidden = false;
  }

  const overlayTitles = {
    Alert: "Alert", SubtleAlert: "Notification", ScrollableMessage: "Message", Slider: "Slider",
    PerformInteraction: "Choose", PerformAudioPassThru: "Listening",
  };

  function countdown(milliseconds) {
    if (!milliseconds) return null;
    const bar = el("div", { className: "countdown", title: `Closes after ${milliseconds} ms` }, [el("div", { className: "countdown-fill" })]);
    bar.firstChild.style.animationDuration = `${milliseconds}ms`;
    return bar;
  }

  function restartCountdown(node) {
    const fill = node.querySelector(".countdown-fill");
    if (!fill) return;
    fill.style.animationName = "none";
    void fill.offsetWidth;
    fill.style.animationName = "";
  }

  function buildOverlay(overlay, visibleApp) {
    const card = el("div", { className: "overlay-card", dataset: { kind: overlay.kind } });
    const header = el("div", { className: "overlay-header" }, [
      el("span", { className: "overlay-title", text: overlayTitles[overlay.kind] || overlay.kind }),
      overlay.appName && (!visibleApp || visibleApp.id !== overlay.appID) ? el("span", { className: "overlay-app", text: overlay.appName }) : null,
      el("span", { className: "spacer" }),
      button("Time out", "ghost small overlay-expire", () => send("expireOverlay"), "Let the overlay time out now"),
      button("✕", "icon-button overlay-close", () => send("dismissOverlay"), "Close (the request answers ABORTED)"),
    ]);
    card.append(header);
    const body = el("div", { className: "overlay-body" });
    card.append(body);
    const icon = imageNode(overlay.icon, "overlay-icon");
    let update = () => {};
    switch (overlay.kind) {
      case "Alert":
      case "SubtleAlert":
        body.append(el("div", { className: "alert-row" }, [icon, el("div", { className: "overlay-lines" }, overlay.lines.map(line))]));
        if (overlay.progressIndicator) body.append(el("div", { className: "spinner", title: "In progress" }));
        if (overlay.kind === "SubtleAlert") {
          body.classList.add("pressable");
          body.title = "Touch the notification (opens the app)";
          body.addEventListener("click", () => send("pressSubtleAlert"));
        }
        break;
      case "ScrollableMessage":
        body.append(el("div", { className: "scrollable-text", text: overlay.lines.join("\n") }));
        break;
      case "Slider":
        update = buildSlider(body, overlay);
        break;
      case "PerformInteraction":
        update = buildInteraction(body, overlay);
        break;
      case "PerformAudioPassThru":
        update = buildAudioPassThru(body, overlay);
        break;
      default:
        body.append(el("div", { className: "overlay-lines" }, overlay.lines.map(line)));
    }
    if (overlay.softButtons.length > 0) card.append(el("div", { className: "overlay-buttons" }, overlay.softButtons.map(softButton)));
    const timer = overlay.kind === "PerformAudioPassThru" ? null : countdown(overlay.timeoutMilliseconds);
    if (timer) card.append(timer);
    return { node: card, update: (next) => update(next, card) };
  }

  function line(text) {
    return el("div", { className: "overlay-line", text });
  }

  function buildSlider(body, overlay) {
    const header = el("div", { className: "slider-header", text: overlay.lines[0] || "" });
    const input = el("input", { className: "slider-input", type: "range" });
    input.min = "1";
    input.max = String(overlay.numTicks);
    input.step = "1";
    input.value = String(overlay.sliderPosition);
    input.setAttribute("aria-label", "Slider position");
    const value = el("div", { className: "slider-value" });
    const footer = el("div", { className: "slider-footer" });
    const ticks = el("div", { className: "slider-ticks" }, Array.from({ length: overlay.numTicks }, (_, index) => el("span", { text: String(index + 1) })));
    const show = (position) => {
      value.textContent = `${position} / ${overlay.numTicks}`;
      const footers = overlay.sliderFooters;
      footer.textContent = footers.length === 1 ? footers[0] : (footers[position - 1] || "");
    };
    show(overlay.sliderPosition);
    input.addEventListener("input", () => send("moveSlider", { position: Number(input.value) }));
    const save = button("Save", "primary slider-save", () => send("saveSlider", { position: Number(input.value) }));
    body.append(header, value, input, ticks, footer, el("div", { className: "overlay-actions" }, [
      button("Cancel", "ghost", () => send("dismissOverlay")), save,
    ]));
    return (next, card) => {
      if (document.activeElement !== input || Number(input.value) === next.sliderPosition) input.value = String(next.sliderPosition);
      show(next.sliderPosition);
      restartCountdown(card);
    };
  }

  function buildInteraction(body, overlay) {
    if (overlay.lines[0]) body.append(el("div", { className: "interaction-title", text: overlay.lines[0] }));
    if (overlay.interactionMode === "VR_ONLY" || overlay.interactionMode === "BOTH") {
      body.append(el("div", { className: "listening" }, [el("span", { className: "mic-dot" }), el("span", { text: overlay.interactionMode === "VR_ONLY" ? "Listening… (pick what the user said)" : "Listening or touch" })]));
    }
    let update = () => {};
    if (overlay.keyboard) update = buildKeyboard(body, overlay);
    const source = overlay.interactionMode === "VR_ONLY" ? "VR" : "MENU";
    const grid = (overlay.interactionLayout || "").startsWith("ICON") ? " icons" : "";
    body.append(el("div", { className: `choices${grid}` }, overlay.choices.map((choice) => el("button", {
      className: "choice", type: "button", dataset: { choiceId: choice.choiceID },
      on: { click: () => send("selectChoice", { id: choice.choiceID, triggerSource: source }) },
    }, [
      imageNode(choice.image, "choice-image"),
      el("span", { className: "choice-text" }, [
        el("span", { className: "choice-name", text: choice.menuName }),
        choice.secondaryText ? el("span", { className: "choice-secondary", text: choice.secondaryText }) : null,
        choice.tertiaryText ? el("span", { className: "choice-tertiary", text: choice.tertiaryText }) : null,
      ]),
    ]))));
    return update;
  }

  // The keyboard: the entry as the head unit shows it (masked with •), its layout and keypress mode,
  // the app's suggestions, enabled and custom keys. Typing sends one typeText per change (a
  // KEYPRESS per character), Enter or Submit submits, Back cancels, Mask toggles user-choice masking.
  function buildKeyboard(body, overlay) {
    const entry = el("div", { className: "keyboard-entry" });
    const info = el("div", { className: "keyboard-info" });
    const suggestions = el("div", { className: "keyboard-suggestions" });
    const keys = el("div", { className: "keyboard-keys" });
    const input = el("input", { className: "keyboard-input", type: "text" });
    input.placeholder = "Type here (each character is a key)";
    input.setAttribute("aria-label", "Keyboard");
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") send("submitKeyboard");
    });
    input.addEventListener("input", () => {
      if (input.value) send("typeText", { text: input.value });
      input.value = "";
    });
    const mask = button("Mask", "ghost keyboard-mask", () => send("toggleKeyboardMask"), "Show or hide the typed characters");
    body.append(entry, info, el("div", { className: "keyboard" }, [
      input,
      button("Back", "ghost keyboard-cancel", () => send("cancelKeyboard"), "ENTRY_CANCELLED"),
      mask,
      button("Submit", "primary keyboard-enter", () => send("submitKeyboard"), "ENTRY_SUBMITTED, then the answer"),
    ]), suggestions, keys);
    const show = (next) => {
      const state = next.keyboardEntry || {};
      entry.textContent = `> ${state.text || ""}`;
      info.textContent = `${state.keyboardLayout || "QWERTY"} · ${state.keypressMode || "RESEND_CURRENT_ENTRY"}${state.masked ? " · masked" : ""}`;
      mask.hidden = !state.maskToggle;
      suggestions.replaceChildren(...(state.autoCompleteList || []).map((text) => el("span", { className: "keyboard-suggestion", text })));
      const limited = state.limitedCharacterList || [];
      const custom = state.customKeys || [];
      keys.textContent = [limited.length ? `keys: ${limited.join(" ")}` : "", custom.length ? `custom: ${custom.join(" ")}` : ""].filter(Boolean).join(" · ");
    };
    show(overlay);
    return (next) => show(next);
  }

  function buildAudioPassThru(body, overlay) {
    const audio = overlay.audio || {};
    const sent = el("span", { className: "audio-bytes" });
    const show = (next) => { sent.textContent = `${((next.audio && next.audio.bytesSent) || 0).toLocaleString("en")} bytes sent`; };
    show(overlay);
    const progress = countdown(audio.maxDuration);
    body.append(
      el("div", { className: "recording" }, [el("span", { className: "rec-dot" }), el("span", { text: "Recording" })]),
      el("div", { className: "overlay-lines" }, overlay.lines.map(line)),
      el("div", { className: "audio-format" }, [
        el("span", { text: [audio.samplingRate, audio.bitsPerSample, audio.audioType].filter(Boolean).join(" · ") }), sent,
      ]),
      progress,
      el("div", { className: "overlay-actions" }, [
        button("Cancel", "ghost", () => send("dismissOverlay")),
        button("Done", "primary audio-done", () => send("finishAudioPassThru")),
      ]),
    );
    return show;
  }

  // MARK: Side panels

  const buttonLabels = {
    OK: "OK", PLAY_PAUSE: "⏯", SEEKLEFT: "⏮", SEEKRIGHT: "⏭", TUNEUP: "▲", TUNEDOWN: "▼", SEARCH: "Search",
  };

  function renderHardkeys(app) {
    const keys = $("hardkeys");
    const names = app ? app.subscribedButtons : [];
    keys.replaceChildren(...names.map((name) => {
      const key = button(buttonLabels[name] || name.replace("PRESET_", "P"), "hardkey", () => send("pressButton", { name, app: app.id }), `${name}: click to press, right-click for a long press`);
      key.addEventListener("contextmenu", (event) => {
        event.preventDefault();
        send("pressButton", { name, app: app.id, long: true });
      });
      return key;
    }));
  }

  const levels = ["FULL", "LIMITED", "BACKGROUND", "NONE"];

  function renderApps(apps) {
    const list = $("app-list");
    if (apps.length === 0) {
      list.replaceChildren(el("li", { className: "empty", text: "No app registered" }));
      return;
    }
    list.replaceChildren(...apps.map((app) => {
      const select = el("select", { className: "level-select", title: "Set the HMI level" }, levels.map((level) => el("option", { text: level })));
      select.value = app.hmiLevel;
      select.addEventListener("change", () => send("setHMILevel", { level: select.value, app: app.id }));
      const card = el("li", { className: `app-card${app.hmiLevel === "FULL" ? " active" : ""}`, dataset: { appId: app.id } }, [
        el("button", { className: "app-main", type: "button", title: `Activate ${app.appName}`, on: { click: () => send("activateApp", { app: app.id }) } }, [
          el("span", { className: `app-icon hue-${app.id % 6}`, text: initials(app.appName) }),
          el("span", { className: "app-info" }, [
            el("span", { className: "app-title", text: app.appName }),
            el("span", { className: "app-status" }, statusChips(app)),
          ]),
        ]),
        el("div", { className: "app-actions" }, [
          select,
          button("Disconnect", "ghost small danger", () => send("disconnectApp", { app: app.id }), "Drop the app's connection"),
        ]),
      ]);
      return card;
    }));
  }

  const openSubMenus = new Set();

  // The vehicle's data (a few items) and the user's controls: the speed, and the policy's
  // lock-screen dismissal flag. Each is a control line: setVehicleData, setLockScreenDismissal.
  const vehicleRows = [
    ["speed", "Speed", (value) => `${value} km/h`],
    ["rpm", "RPM", String],
    ["fuelLevel", "Fuel", (value) => `${value} %`],
    ["gearStatus", "Gear", (value) => value.actualGear || value.userSelectedGear || "—"],
    ["prndl", "PRNDL", String],
    ["odometer", "Odometer", (value) => `${value} km`],
    ["externalTemperature", "Outside", (value) => `${value} °C`],
    ["headLampStatus", "Lights", (value) => (value.highBeamsOn ? "high" : value.lowBeamsOn ? "low" : "off")],
  ];

  function renderVehicle(data, dismissalEnabled) {
    const rows = vehicleRows.filter(([name]) => name in data).map(([name, label, format]) =>
      el("div", { className: "vehicle-row", dataset: { item: name } }, [
        el("span", { className: "vehicle-label", text: label }),
        el("span", { className: "vehicle-value", text: format(data[name]) }),
      ]));
    const speed = el("input", { type: "number", className: "vehicle-speed", title: "Speed in km/h (0–700)" });
    Object.assign(speed, { min: "0", max: "700", step: "0.5" });
    speed.value = "speed" in data ? String(data.speed) : "0";
    const setSpeed = () => {
      const value = Number(speed.value);
      if (Number.isFinite(value)) send("setVehicleData", { data: { speed: value } });
    };
    speed.addEventListener("keydown", (event) => { if (event.key === "Enter") setSpeed(); });
    const controls = "speed" in data
      ? el("div", { className: "vehicle-controls" }, [speed, button("Set speed", "ghost small vehicle-set-speed", setSpeed, "OnVehicleData to the apps subscribed to speed")])
      : null;
    const dismissal = button(
      dismissalEnabled === false ? "Lock screen: no dismissal" : "Lock screen: dismissible",
      "ghost small vehicle-dismissal",
      () => send("setLockScreenDismissal", { enabled: dismissalEnabled === false }),
      "The policy's lock_screen_dismissal_enabled: click to switch (OnDriverDistraction to every app)");
    $("vehicle").replaceChildren(...[...rows, controls, dismissal].filter(Boolean));
  }

  function renderMenu(app) {
    const menu = $("menu");
    if (!app) {
      menu.replaceChildren(el("p", { className: "empty", text: "No app in FULL" }));
      return;
    }
    const say = app.voiceCommands.length === 0 ? null : el("div", { className: "voice-commands" }, [
      el("span", { className: "voice-label", text: "Say:" }),
      ...app.voiceCommands.map((phrase) => button(phrase, "ghost small voice-command", () => send("sayVoiceCommand", { phrase, app: app.id }), "Say this voice command (OnCommand VR)")),
    ]);
    const toggle = app.menuOpenPath
      ? button("Close menu", "ghost small menu-toggle", () => send("closeMenu", { app: app.id }), "Close the menu on the screen (system context MAIN)")
      : button("Open menu", "ghost small menu-toggle", () => send("openMenu", { app: app.id }), "Open the menu on the screen (system context MENU)");
    if (app.menu.length === 0) {
      menu.replaceChildren(...[el("p", { className: "empty", text: `${app.appName} has no menu entries` }), say].filter(Boolean));
      return;
    }
    menu.replaceChildren(...[toggle, menuList(app, app.menu), say].filter(Boolean));
  }

  /** What the open menu on the screen shows. */
  function menuState(app) {
    return [app.menuOpenPath, app.menu, app.menuTitle, app.menuIcon, app.menuLayout];
  }

  /** The entries and titles along `path` (submenu ids from the top level). */
  function menuLevel(app, path) {
    let entries = app.menu;
    let layout = app.menuLayout;
    const names = [];
    for (const id of path) {
      const submenu = entries.find((entry) => entry.kind === "submenu" && entry.id === id);
      if (!submenu) break;
      names.push(submenu.menuName);
      entries = submenu.entries;
      layout = submenu.layout;
    }
    return { entries, layout, names };
  }

  /** The app's open menu, drawn over its template: a list or tiles of cells, with back and close. */
  function renderOpenMenu(app) {
    const content = $("content");
    const path = app.menuOpenPath;
    const level = menuLevel(app, path);
    content.className = `content open-menu menu-layout-${level.layout.toLowerCase()}`;
    const back = path.length === 0
      ? () => send("closeMenu", { app: app.id })
      : path.length === 1 ? () => send("openMenu", { app: app.id }) : () => send("openSubMenu", { id: path[path.length - 2], app: app.id });
    const header = el("div", { className: "open-menu-header" }, [
      button("‹", "icon-button menu-back", back, path.length === 0 ? "Close the menu" : "Back"),
      path.length === 0 ? imageNode(app.menuIcon, "menu-title-icon") : null,
      el("span", { className: "open-menu-title", text: [app.menuTitle || app.appName, ...level.names].join(" › ") }),
      el("span", { className: "spacer" }),
      button("✕", "icon-button menu-close", () => send("closeMenu", { app: app.id }), "Close the menu"),
    ]);
    const cells = level.entries.map((entry) => el("button", {
      className: `menu-cell ${entry.kind}`, type: "button", dataset: { id: entry.id, kind: entry.kind },
      title: entry.kind === "submenu" ? "Open the submenu" : "Select (OnCommand MENU)",
      on: { click: () => send(entry.kind === "submenu" ? "openSubMenu" : "selectCommand", { id: entry.id, app: app.id }) },
    }, [
      imageNode(entry.icon, "menu-cell-icon"),
      el("span", { className: "menu-cell-text" }, [
        el("span", { className: "menu-cell-name", text: entry.menuName }),
        entry.secondaryText ? el("span", { className: "menu-cell-secondary", text: entry.secondaryText }) : null,
        entry.tertiaryText ? el("span", { className: "menu-cell-tertiary", text: entry.tertiaryText }) : null,
      ]),
      entry.kind === "submenu" ? el("span", { className: "menu-cell-more", text: "›" }) : null,
    ]));
    const body = cells.length === 0 ? el("p", { className: "empty", text: "No entries" }) : el("div", { className: "menu-cells" }, cells);
    content.replaceChildren(header, body);
  }

  function menuList(app, entries) {
    return el("ul", { className: "menu-list" }, entries.map((entry) => {
      if (entry.kind === "submenu") {
        const key = `${app.id}:${entry.id}`;
        const item = el("li", { className: `submenu${openSubMenus.has(key) ? " open" : ""}` });
        item.append(button(entry.menuName, "menu-entry submenu-entry", () => {
          if (openSubMenus.has(key)) openSubMenus.delete(key); else openSubMenus.add(key);
          item.classList.toggle("open");
        }), menuList(app, entry.entries));
        return item;
      }
      const command = button(entry.menuName, "menu-entry command", () => send("selectCommand", { id: entry.id, app: app.id }));
      if (entry.secondaryText) command.title = entry.secondaryText;
      return el("li", {}, [command]);
    }));
  }

  // MARK: Message log

  const maximumLogRows = 1000;

  function describe(entry) {
    if (entry.control) {
      return { kind: "control", name: `${entry.control} ${entry.service || ""}`.trim(), detail: entry.payload || {} };
    }
    if (entry.securityQuery) {
      const detail = { sequenceNumber: entry.sequenceNumber, binarySize: entry.binarySize };
      if (entry.error) detail.error = entry.error;
      return { kind: "security", name: entry.securityQuery, detail, result: entry.error ? "ERROR" : "" };
    }
    const parameters = entry.parameters || {};
    const result = entry.type === "response" && parameters.resultCode ? parameters.resultCode : "";
    return { kind: entry.type || "", name: entry.function || String(entry.functionID), detail: parameters, result };
  }

  function logRow(entry) {
    const info = describe(entry);
    const direction = entry.direction === "in" ? "in" : "out";
    const encrypted = entry.encrypted === true;
    const row = el("li", { className: `log-row dir-${direction} kind-${info.kind}${encrypted ? " encrypted" : ""}`, dataset: { direction } });
    // Marked as --log marks it: an RPC that arrived or went out encrypted, a control frame with the E bit.
    const lock = encrypted ? el("span", { className: "log-lock", text: "🔒", title: "Encrypted (protected service, E bit)" }) : null;
    const summary = el("div", { className: "log-summary" }, [
      el("span", { className: "log-time", text: typeof entry.time === "number" ? entry.time.toFixed(3) : "" }),
      el("span", { className: "log-arrow", text: direction === "in" ? "app → HU" : "HU → app", title: direction === "in" ? "From the app" : "To the app" }),
      el("span", { className: "log-kind", text: info.kind }),
      el("span", { className: "log-name" }, [lock, info.name]),
      el("span", { className: "log-correlation", text: info.kind === "request" || info.kind === "response" ? `#${entry.correlationID}` : "" }),
      el("span", { className: `log-result${info.result && info.result !== "SUCCESS" ? " warn" : ""}`, text: info.result || "" }),
    ]);
    row.append(summary);
    const detailText = JSON.stringify(info.detail, null, 2);
    row.dataset.search = `${info.kind} ${info.name} ${info.result || ""} ${encrypted ? "encrypted" : ""} ${detailText}`.toLowerCase();
    summary.addEventListener("click", () => {
      let details = row.querySelector(".log-details");
      if (!details) {
        details = el("pre", { className: "log-details", text: detailText });
        details.hidden = true;
        row.append(details);
      }
      details.hidden = !details.hidden;
    });
    return row;
  }

  function matches(row) {
    const text = $("log-filter").value.trim().toLowerCase();
    const direction = $("log-direction").value;
    return (!direction || row.dataset.direction === direction) && (!text || row.dataset.search.includes(text));
  }

  function appendLog(entries) {
    const log = $("log");
    const atBottom = log.scrollTop + log.clientHeight >= log.scrollHeight - 24;
    for (const entry of entries) {
      const row = logRow(entry);
      row.hidden = !matches(row);
      log.append(row);
    }
    while (log.childElementCount > maximumLogRows) log.firstElementChild.remove();
    updateLogCount();
    if (atBottom) log.scrollTop = log.scrollHeight;
  }

  function applyFilter() {
    for (const row of $("log").children) row.hidden = !matches(row);
    updateLogCount();
  }

  function updateLogCount() {
    const rows = Array.from($("log").children);
    const shown = rows.filter((row) => !row.hidden).length;
    $("log-count").textContent = shown === rows.length ? `${rows.length} messages` : `${shown} of ${rows.length}`;
  }

  document.addEventListener("DOMContentLoaded", () => {
    $("driving").addEventListener("click", () => {
      send("setDriverDistraction", { state: $("driving").dataset.state === "DD_ON" ? "DD_OFF" : "DD_ON" });
    });
    $("log-filter").addEventListener("input", applyFilter);
    $("log-direction").addEventListener("change", applyFilter);
    $("log-clear").addEventListener("click", () => {
      $("log").replaceChildren();
      updateLogCount();
    });
    setUpTouchLayer();
    connect();
  });
})();
