#!/usr/bin/env python3
"""Browser tests of `sdl-headunit --web`: a real headless Chromium loads the page while SDL apps
(sdl-rpc) talk to the emulator over TCP. Started by scripts/test-web, which passes in the environment:

  SDL_WEB_URL         the page, e.g. http://127.0.0.1:8080/
  SDL_HEADUNIT_PORT   the emulator's TCP port for apps
  SDL_CONTROL_PORT    the emulator's control port
  SDL_RPC             the sdl-rpc executable
  SDL_EXAMPLE         the sdl-example executable (for the README screenshot)
  SDL_WEB_ARTIFACTS   the folder for the screenshots of the canonical screens
  SDL_WEB_SCREENSHOT  when set, the README screenshot is written there

Prints `N passed, M failed` last and exits non-zero when a test failed.
"""

import os
import shutil
import subprocess
import tempfile
import sys
import unittest

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException, StaleElementReferenceException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from sdl_app import TIMEOUT, App, control, wait_until
from sdl_video_app import VideoApp, make_h264

URL = os.environ.get("SDL_WEB_URL", "http://127.0.0.1:8080/")
ARTIFACTS = os.environ.get("SDL_WEB_ARTIFACTS", "")
HOSTILE = "<img src=x onerror=alert(1)>"


def make_driver():
    options = Options()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1440,1240", "--force-device-scale-factor=1", "--hide-scrollbars"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)


class HeadUnitPageTests(unittest.TestCase):
    driver = None

    @classmethod
    def setUpClass(cls):
        cls.driver = make_driver()

    @classmethod
    def tearDownClass(cls):
        if cls.driver:
            cls.driver.quit()

    def setUp(self):
        # Each test starts from an empty head unit and a freshly loaded page.
        wait_until("the apps of earlier tests to be gone", lambda: control("apps")["result"] == [])
        self.driver.get(URL)
        self.wait_for_css("html[data-connection='open']")
        self.wait_for_css("html[data-states]")

    # MARK: Helpers

    def css(self, selector):
        return self.driver.find_elements(By.CSS_SELECTOR, selector)

    def text(self, selector):
        """The text of the first element matching `selector`, as in the DOM (not as CSS shows it)."""
        return self.css(selector)[0].get_property("textContent")

    def wait_for_css(self, selector, text=None):
        """The first element matching `selector` (whose DOM text is `text`, when given)."""
        def found():
            try:
                for element in self.css(selector):
                    if text is None or element.get_property("textContent") == text:
                        return element
            except StaleElementReferenceException:
                pass  # redrawn meanwhile: look again
            return None
        return wait_until(f"{selector}" + (f" with text {text!r}" if text is not None else ""), found)

    def click(self, selector, text=None):
        """Clicks the element matching `selector` (and `text`), again if it was redrawn in between."""
        def clicked():
            try:
                self.wait_for_css(selector, text).click()
                return True
            except StaleElementReferenceException:
                return False
        wait_until(f"a click on {selector}", clicked)

    def wait_gone(self, selector):
        wait_until(f"{selector} to go away", lambda: not self.driver.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0])).some((element) => element.getClientRects().length > 0)", selector))

    def start_app(self, name):
        app = App(name)
        self.addCleanup(app.close)
        app.response("RegisterAppInterface")
        self.wait_for_css("#statusbar .app-name", name)
        return app

    def screenshot(self, name):
        if ARTIFACTS:
            os.makedirs(ARTIFACTS, exist_ok=True)
            self.driver.save_screenshot(os.path.join(ARTIFACTS, name + ".png"))

    def assert_no_alert(self):
        with self.assertRaises(NoAlertPresentException):
            self.driver.switch_to.alert.text

    # MARK: Tests

    def start_navigation_app(self, name):
        """A NAVIGATION app (registered by hand: sdl-rpc registers as a default app), in FULL."""
        app = App(name, wait_for_full=False, extra_arguments=["--no-register", "--stay"])
        self.addCleanup(app.close)
        app.send("RegisterAppInterface", {
            "syncMsgVersion": {"majorVersion": 8, "minorVersion": 0, "patchVersion": 0}, "appName": name,
            "isMediaApplication": False, "languageDesired": "EN-US", "hmiDisplayLanguageDesired": "EN-US",
            "appHMIType": ["NAVIGATION"], "appID": name.lower().replace(" ", "-")})
        app.response("RegisterAppInterface")
        app.notification("OnHMIStatus", lambda parameters: parameters.get("hmiLevel") == "FULL")
        wait_until("the touch layer", lambda: self.css("#touch-layer")[0].is_displayed())
        return app

    @staticmethod
    def touch_of(notification):
        """An OnTouchEvent as (type, [(id, x, y)])."""
        fingers = [(event["id"], event["c"][-1]["x"], event["c"][-1]["y"]) for event in notification["parameters"]["event"]]
        return notification["parameters"]["type"], fingers

    def test_touch_and_pinch_reach_a_navigation_app(self):
        app = self.start_navigation_app("Nav Touch")
        layer = self.css("#touch-layer")[0]
        width, height = layer.size["width"], layer.size["height"]
        # A click at the centre: head unit coordinates (the default 800×480 space), finger 0.
        ActionChains(self.driver).move_to_element(layer).click().perform()
        begin = self.touch_of(app.notification("OnTouchEvent", lambda p: p.get("type") == "BEGIN"))
        end = self.touch_of(app.notification("OnTouchEvent", lambda p: p.get("type") == "END"))
        for kind, fingers in (begin, end):
            self.assertEqual(len(fingers), 1, kind)
            finger_id, x, y = fingers[0]
            self.assertEqual(finger_id, 0)
            self.assertLessEqual(abs(x - 400), 2, (kind, x))
            self.assertLessEqual(abs(y - 240), 2, (kind, y))
        # Two touch pointers 100 px apart move to 300 px apart: fingers 0 and 1, further apart at the end.
        builder = ActionBuilder(self.driver)
        one = builder.add_pointer_input(interaction.POINTER_TOUCH, "one")
        two = builder.add_pointer_input(interaction.POINTER_TOUCH, "two")
        for finger, start, stop in ((one, -50, -150), (two, 50, 150)):
            finger.create_pointer_move(x=start, y=0, origin=layer)
            finger.create_pointer_down()
            finger.create_pointer_move(x=stop, y=0, origin=layer, duration=200)
            finger.create_pointer_up(0)
        builder.perform()
        begins = [self.touch_of(app.notification("OnTouchEvent", lambda p: p.get("type") == "BEGIN")) for _ in range(2)]
        self.assertEqual(sorted(fingers[0][0] for _, fingers in begins), [0, 1])
        ends = [self.touch_of(app.notification("OnTouchEvent", lambda p: p.get("type") == "END")) for _ in range(2)]
        self.assertEqual(sorted(fingers[0][0] for _, fingers in ends), [0, 1])
        start_gap = abs(begins[0][1][0][1] - begins[1][1][0][1])
        end_gap = abs(ends[0][1][0][1] - ends[1][1][0][1])
        self.assertLessEqual(abs(start_gap - 100 * 800 / width), 3, start_gap)
        self.assertLessEqual(abs(end_gap - 300 * 800 / width), 3, end_gap)
        self.screenshot("touch")

    def video_counts(self):
        canvas = self.css("#video")[0]
        return int(canvas.get_attribute("data-drawn") or 0), int(canvas.get_attribute("data-dropped") or 0)

    def pixel(self, x, y):
        return self.driver.execute_script(
            "return Array.from(document.getElementById('video').getContext('2d').getImageData(arguments[0], arguments[1], 1, 1).data)", x, y)

    def test_video_stream_is_decoded_on_the_page(self):
        supported = self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "VideoDecoder.isConfigSupported({codec: 'avc1.42C01E'}).then((r) => done(r.supported), (e) => done(String(e)))")
        self.assertIs(supported, True, "Chromium's WebCodecs decodes H.264 baseline")
        # Real H.264 from ffmpeg (left half red, right half blue), streamed RAW by an app at 30 fps.
        units = make_h264(os.path.join(self.work_directory(), "halves.h264"), 800, 480)
        self.assertTrue(any(unit[4] & 0x1F == 7 for unit in units[:1]), "the stream starts with its parameter sets")
        app = VideoApp("Nav Video")
        self.addCleanup(app.close)
        app.register()
        accepted = app.start_video(800, 480)
        app.stream(units)
        wait_until("frames decoded on the page", lambda: self.video_counts()[0] >= 10)
        canvas = self.css("#video")[0]
        self.assertTrue(canvas.is_displayed())
        size = self.driver.execute_script("const c = document.getElementById('video'); return [c.width, c.height]")
        self.assertEqual(size, [accepted.get("width", 800), accepted.get("height", 480)])
        self.assertEqual(size, [800, 480])
        red, blue = self.pixel(200, 240), self.pixel(600, 240)
        self.assertTrue(red[0] > 200 and red[1] < 60 and red[2] < 60, red)
        self.assertTrue(blue[2] > 200 and blue[0] < 60 and blue[1] < 60, blue)
        self.assertIn("frames drawn", self.text("#video-stats"))
        self.screenshot("video")
        # A page opened in the middle of the stream starts at the kept key frame.
        self.driver.get(URL)
        self.wait_for_css("html[data-connection='open']")
        wait_until("frames decoded on the reloaded page", lambda: self.video_counts()[0] >= 5)
        self.assertEqual(self.driver.execute_script("const c = document.getElementById('video'); return [c.width, c.height]"), [800, 480])
        red = self.pixel(200, 240)
        self.assertTrue(red[0] > 200 and red[1] < 60 and red[2] < 60, red)
        # The app ends its video service and stays in FULL: the page shows its screen again, and
        # a new stream is decoded from its first key frame.
        app.end_video()
        wait_until("the video hidden after EndService", lambda: not self.css("#video")[0].is_displayed())
        self.assertFalse(self.css("#video-stats")[0].is_displayed())
        drawn = self.video_counts()[0]
        app.start_video(800, 480)
        app.stream(units)
        wait_until("the next stream decoded", lambda: self.css("#video")[0].is_displayed() and self.video_counts()[0] >= drawn + 5)

    def work_directory(self):
        directory = tempfile.mkdtemp(prefix="sdl-web-video-")
        self.addCleanup(shutil.rmtree, directory, True)
        return directory

    def test_home_without_apps(self):
        self.wait_for_css(".home-title", "No app connected")
        self.assertEqual(self.text("#app-list .empty"), "No app registered")
        self.screenshot("home")

    def test_show_is_drawn(self):
        app = self.start_app("Show App")
        app.send("Show", {"mainField1": "Hello from sdl-rpc", "mainField2": "Second line", "alignment": "LEFT_ALIGNED",
                          "templateTitle": "Title here", "mediaClock": "2:05"})
        self.assertTrue(app.response("Show")["parameters"]["success"])
        self.wait_for_css(".main-field[data-field='mainField1']", "Hello from sdl-rpc")
        self.assertEqual(self.text(".main-field[data-field='mainField2']"), "Second line")
        self.assertIn("align-left", self.css("#content")[0].get_attribute("class"))
        self.assertEqual(self.text(".template-title"), "Title here")
        card = self.wait_for_css("#app-list .app-card.active")
        self.assertIn("Show App", card.get_property("textContent"))
        self.assertEqual(card.find_element(By.CSS_SELECTOR, "[data-role='hmiLevel']").get_property("textContent"), "FULL")
        self.screenshot("show")

    def test_soft_button_press_reaches_the_app(self):
        app = self.start_app("Button App")
        app.send("Show", {"mainField1": "Buttons", "softButtons": [
            {"type": "TEXT", "text": "Play", "softButtonID": 11},
            {"type": "TEXT", "text": "Next", "softButtonID": 12, "isHighlighted": True}]})
        app.response("Show")
        highlighted = self.wait_for_css("#softbuttons .softbutton[data-soft-button-id='12']")
        self.assertIn("highlighted", highlighted.get_attribute("class"))
        self.click("#softbuttons .softbutton[data-soft-button-id='11']")
        press = app.notification("OnButtonPress")
        self.assertEqual(press["parameters"], {"buttonName": "CUSTOM_BUTTON", "buttonPressMode": "SHORT", "customButtonID": 11})

    def test_slider_moved_and_saved(self):
        app = self.start_app("Slider App")
        app.send("Slider", {"numTicks": 5, "position": 2, "sliderHeader": "Volume",
                            "sliderFooter": ["Mute", "Low", "Medium", "High", "Max"], "timeout": 60000})
        slider = self.wait_for_css(".slider-input")
        self.wait_for_css(".slider-value", "2 / 5")
        self.assertEqual(self.text(".slider-footer"), "Low")
        self.screenshot("slider")
        slider.send_keys(Keys.ARROW_RIGHT)
        slider.send_keys(Keys.ARROW_RIGHT)
        # The emulator moved it: the page shows what came back.
        self.wait_for_css(".slider-value", "4 / 5")
        self.wait_for_css(".slider-footer", "High")
        self.click(".slider-save")
        response = app.response("Slider")
        self.assertEqual(response["parameters"]["resultCode"], "SUCCESS")
        self.assertEqual(response["parameters"]["sliderPosition"], 4)
        self.wait_gone(".overlay-card")

    def test_choice_picked(self):
        app = self.start_app("Choice App")
        app.send("CreateInteractionChoiceSet", {"interactionChoiceSetID": 1, "choiceSet": [
            {"choiceID": 101, "menuName": "Home", "secondaryText": "12 min"},
            {"choiceID": 102, "menuName": "Work", "secondaryText": "25 min"},
            {"choiceID": 103, "menuName": "Gym"}]})
        app.response("CreateInteractionChoiceSet")
        app.send("PerformInteraction", {"initialText": "Where to?", "interactionMode": "MANUAL_ONLY",
                                        "interactionChoiceSetIDList": [1], "interactionLayout": "LIST_ONLY", "timeout": 60000})
        self.wait_for_css(".choice[data-choice-id='102']")
        self.assertEqual(self.text(".interaction-title"), "Where to?")
        self.screenshot("choice")
        self.click(".choice[data-choice-id='102']")
        response = app.response("PerformInteraction")["parameters"]
        self.assertEqual((response["resultCode"], response["choiceID"], response["triggerSource"]), ("SUCCESS", 102, "MENU"))
        self.wait_gone(".overlay-card")

    def test_keyboard_entry(self):
        app = self.start_app("Keyboard App")
        app.send("PerformInteraction", {"initialText": "Destination", "interactionMode": "MANUAL_ONLY",
                                        "interactionChoiceSetIDList": [], "interactionLayout": "KEYBOARD", "timeout": 60000})
        field = self.wait_for_css(".keyboard-input")
        field.send_keys("Main Street 1")
        self.screenshot("keyboard")
        field.send_keys(Keys.ENTER)
        response = app.response("PerformInteraction")["parameters"]
        self.assertEqual((response["resultCode"], response["manualTextEntry"]), ("SUCCESS", "Main Street 1"))

    def test_app_text_is_never_markup(self):
        app = self.start_app("Injection App")
        app.send("Show", {"mainField1": HOSTILE, "softButtons": [{"type": "TEXT", "text": HOSTILE, "softButtonID": 1}]})
        app.response("Show")
        field = self.wait_for_css(".main-field[data-field='mainField1']", HOSTILE)
        self.assertEqual(field.get_property("textContent"), HOSTILE)
        self.assertEqual(field.find_elements(By.CSS_SELECTOR, "*"), [])
        self.assertEqual(self.css("#softbuttons .softbutton-text")[0].get_property("textContent"), HOSTILE)
        self.assertEqual(self.css("#screen img"), [])
        self.wait_for_css(".log-name", "Show")
        self.assertEqual(self.css("#log img"), [])
        app.send("Alert", {"alertText1": HOSTILE, "duration": 10000})
        self.wait_for_css(".overlay-line", HOSTILE)
        self.assertEqual(self.css("#overlay img"), [])
        self.assertEqual(self.driver.execute_script("return document.querySelectorAll('img[src=x], img[onerror]').length"), 0)
        self.assert_no_alert()
        self.screenshot("injection")
        self.click(".overlay-close")
        self.assertEqual(app.response("Alert")["parameters"]["resultCode"], "ABORTED")

    def test_hostile_websocket_messages_change_nothing(self):
        app = self.start_app("Hostile App")
        app.send("Show", {"mainField1": "Unchanged", "softButtons": [{"type": "TEXT", "text": "A", "softButtonID": 1}]})
        app.response("Show")
        self.wait_for_css(".main-field[data-field='mainField1']", "Unchanged")
        before = control("state")["result"]
        # Every text message gets an error reply; then a binary message closes the socket with 1003.
        result = self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const messages = ["not json", "[1,2]", "{}", '{"action":"quit"}', '{"action":"advanceClock","milliseconds":5}',
                              '{"action":"pressSoftButton","id":"1"}', '{"action":"setHMILevel","level":"<b>"}', "{".repeat(5000)];
            const socket = new WebSocket(`ws://${location.host}/ws`);
            const replies = [];
            socket.onopen = () => { for (const message of messages) socket.send(message); };
            socket.onmessage = (event) => {
                const message = JSON.parse(event.data);
                if (message.type !== "reply") return;
                replies.push(message.reply);
                if (replies.length === messages.length) socket.send(new Uint8Array([1, 2]));
            };
            socket.onclose = (event) => done({ replies, code: event.code });
            setTimeout(() => done({ replies, code: null }), 15000);
        """)
        replies = result["replies"]
        self.assertEqual(len(replies), 8)
        self.assertEqual(result["code"], 1003)
        for reply in replies:
            self.assertIs(reply["ok"], False, reply)
            self.assertTrue(reply["error"]["message"], reply)
        self.assertEqual([reply.get("action") for reply in replies][3:5], ["quit", "advanceClock"])
        self.assertEqual(control("state")["result"], before)
        self.assertEqual(self.text(".main-field[data-field='mainField1']"), "Unchanged")
        app.send("ListFiles")
        app.response("ListFiles")
        self.assertFalse([message for message in app.messages if message.get("notification", {}).get("name") == "OnButtonPress"])

    def test_menu_command_selected(self):
        app = self.start_app("Menu App")
        app.send("AddSubMenu", {"menuID": 10, "menuName": "Settings"})
        app.send("AddCommand", {"cmdID": 1, "menuParams": {"menuName": "Search"}})
        app.send("AddCommand", {"cmdID": 2, "menuParams": {"menuName": "Audio", "parentID": 10}})
        app.response("AddCommand")
        self.wait_for_css(".menu-entry.command", "Search")
        self.click(".submenu-entry", "Settings")
        self.click(".submenu.open .menu-entry.command", "Audio")
        command = app.notification("OnCommand")
        self.assertEqual(command["parameters"], {"cmdID": 2, "triggerSource": "MENU"})

    def test_alert_scrollable_message_and_subtle_alert(self):
        app = self.start_app("Overlay App")
        app.send("Alert", {"alertText1": "Delete the song?", "alertText2": "This cannot be undone", "progressIndicator": True,
                           "softButtons": [{"type": "TEXT", "text": "Delete", "softButtonID": 21},
                                           {"type": "TEXT", "text": "Keep", "softButtonID": 22, "isHighlighted": True}]})
        self.wait_for_css(".overlay-line", "Delete the song?")
        self.assertTrue(self.css(".overlay-card .spinner"))
        self.screenshot("alert")
        self.click(".overlay-buttons .softbutton[data-soft-button-id='21']")
        self.assertEqual(app.response("Alert")["parameters"]["resultCode"], "SUCCESS")
        self.assertEqual(app.notification("OnButtonPress")["parameters"]["customButtonID"], 21)
        self.wait_gone(".overlay-card")

        app.send("ScrollableMessage", {"scrollableMessageBody": "Terms\n\nLine after line of text.", "timeout": 60000})
        self.wait_for_css(".scrollable-text")
        self.screenshot("scrollable-message")
        self.click(".overlay-close")
        self.assertEqual(app.response("ScrollableMessage")["parameters"]["resultCode"], "ABORTED")

        app.send("SubtleAlert", {"alertText1": "Low fuel", "alertText2": "12 km left", "duration": 10000})
        self.wait_for_css(".overlay-line", "Low fuel")
        self.screenshot("subtle-alert")
        self.click(".kind-SubtleAlert .overlay-body")
        self.assertEqual(app.response("SubtleAlert")["parameters"]["resultCode"], "SUCCESS")
        app.notification("OnSubtleAlertPressed")

    def test_audio_pass_thru_done(self):
        app = self.start_app("Audio App")
        app.send("PerformAudioPassThru", {"samplingRate": "16KHZ", "bitsPerSample": "16_BIT", "audioType": "PCM",
                                          "maxDuration": 60000, "audioPassThruDisplayText1": "Say a destination"})
        self.wait_for_css(".recording")
        wait_until("audio to be sent", lambda: not self.text(".audio-bytes").startswith("0 "))
        self.screenshot("audio-pass-thru")
        self.click(".audio-done")
        self.assertEqual(app.response("PerformAudioPassThru")["parameters"]["resultCode"], "SUCCESS")
        self.wait_gone(".overlay-card")

    def test_encrypted_messages_are_marked(self):
        """An app that protects its RPC service (sdl-rpc --secure; the emulator runs with --tls): its Show
        arrived encrypted and its log row carries the lock, as --log's "encrypted" says; no registration
        (sent before protection) is marked."""
        app = App("Secure Log App", extra_arguments=["--secure"])
        self.addCleanup(app.close)
        app.response("RegisterAppInterface")
        app.send("Show", {"mainField1": "sealed"})
        self.assertEqual(app.response("Show")["parameters"]["resultCode"], "SUCCESS")
        row = wait_until("the encrypted Show row", lambda: next(
            (candidate for candidate in self.css("#log .log-row.encrypted.dir-in.kind-request")
             if candidate.find_element(By.CSS_SELECTOR, ".log-name").get_property("textContent").endswith("Show")), None))
        lock = row.find_element(By.CSS_SELECTOR, ".log-name .log-lock")
        self.assertEqual(lock.get_attribute("title"), "Encrypted (protected service, E bit)")
        self.assertTrue(lock.is_displayed())
        self.assertEqual(self.driver.execute_script(
            "return document.querySelectorAll('#log .log-lock').length === document.querySelectorAll('#log .log-row.encrypted').length"), True)
        registrations = [candidate for candidate in self.css("#log .log-row.kind-request")
                         if candidate.find_element(By.CSS_SELECTOR, ".log-name").get_property("textContent").endswith("RegisterAppInterface")]
        self.assertTrue(registrations)
        self.assertFalse(any("encrypted" in candidate.get_attribute("class").split() for candidate in registrations))
        self.css("#log-filter")[0].send_keys("encrypted")
        self.assertTrue(row.is_displayed(), "the filter finds encrypted rows by the word")
        self.assertFalse(any(candidate.is_displayed() for candidate in registrations))
        self.css("#log-filter")[0].clear()
        self.driver.execute_script("document.getElementById('log-filter').dispatchEvent(new Event('input'))")

    def test_hmi_level_and_log_filter(self):
        app = self.start_app("Level App")
        level = Select(self.wait_for_css("#app-list .level-select"))
        level.select_by_visible_text("BACKGROUND")
        app.notification("OnHMIStatus", lambda parameters: parameters["hmiLevel"] == "BACKGROUND")
        self.assertIn("Level App", self.wait_for_css(".home-app").get_property("textContent"))
        self.click(".home-app")
        app.notification("OnHMIStatus", lambda parameters: parameters["hmiLevel"] == "FULL")
        self.wait_for_css("#statusbar .app-name", "Level App")

        def shown():
            return [row.find_element(By.CSS_SELECTOR, ".log-name").get_property("textContent")
                    for row in self.css("#log .log-row") if row.is_displayed()]
        everything = shown()
        self.assertIn("RegisterAppInterface", everything)
        self.click("#driving", "Parked (DD_OFF)")
        self.wait_for_css("#driving", "Driving (DD_ON)")
        app.notification("OnDriverDistraction", lambda parameters: parameters["state"] == "DD_ON")
        self.click("#driving", "Driving (DD_ON)")
        app.notification("OnDriverDistraction", lambda parameters: parameters["state"] == "DD_OFF")

        self.css("#log-filter")[0].send_keys("onhmistatus")
        filtered = shown()
        self.assertIn("OnHMIStatus", filtered)
        self.assertNotIn("RegisterAppInterface", filtered)  # the request: nothing in it names OnHMIStatus
        self.assertLess(len(filtered), len(everything))
        Select(self.css("#log-direction")[0]).select_by_value("in")
        self.assertNotIn("OnHMIStatus", shown())  # the head unit sends it, the app never does

        self.click("#app-list .app-card .danger")
        wait_until("the app to be disconnected", lambda: control("apps")["result"] == [])

    def test_zz_example_app_with_artwork(self):
        """The example app (the app layer) on the page: its uploaded artwork is drawn from the PutFile bytes.
        With SDL_WEB_SCREENSHOT set, this screen (with a second app in the list) is the README's screenshot."""
        example = subprocess.Popen([os.environ["SDL_EXAMPLE"], "--host", "127.0.0.1", "--port", os.environ["SDL_HEADUNIT_PORT"]],
                                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            self.wait_for_css(".main-field[data-field='mainField1']", "Hello SDL")
            self.wait_for_css("#softbuttons .softbutton", "Repeat off")
            artwork = wait_until("the artwork", lambda: self.driver.execute_script(
                "const image = document.querySelector('#content img.graphic'); "
                "return image && image.complete && image.naturalWidth > 0 ? image.getAttribute('src') : null"))
            self.assertTrue(artwork.startswith("/image?app="), artwork)
            second = App("Navigation", wait_for_full=False)
            self.addCleanup(second.process.kill)
            second.response("RegisterAppInterface")
            self.wait_for_css("#app-list .app-title", "Navigation")
            self.screenshot("example-app")
            target = os.environ.get("SDL_WEB_SCREENSHOT")
            if target:
                self.driver.save_screenshot(target)
        finally:
            example.terminate()
            example.wait(timeout=TIMEOUT)


def main():
    runner = unittest.TextTestRunner(stream=sys.stdout, verbosity=2)
    result = runner.run(unittest.defaultTestLoader.loadTestsFromTestCase(HeadUnitPageTests))
    failed = len(result.failures) + len(result.errors)
    passed = result.testsRun - failed - len(result.skipped)
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 and result.testsRun > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
