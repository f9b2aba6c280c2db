extension FilmPage {
    /// The page's script: reads the film's JSON, draws the phone and the charts, and wires the
    /// controls, the keys and the `#t=` address.
    static let script = #"""
        (function () {
          "use strict";
          var film = JSON.parse(document.getElementById("film-data").textContent);
          var screen = film.screen, scale = film.scale, bezel = film.bezel, colors = film.colors;
          var count = film.times.length;
          var border = 1.5, markMargin = 96, chartWidth = 640, chartHeight = 120, chartGap = 14;
          var screenWidth = screen.width * scale, screenHeight = screen.height * scale;
          var hasMarks = film.sheets.some(function (sheet) {
            return sheet.markSets.some(function (marks) { return marks.length > 0; });
          });
          var phoneWidth = screenWidth + 2 * bezel + (hasMarks ? markMargin : 0);
          var phoneHeight = screenHeight + 2 * bezel;
          var ratio = window.devicePixelRatio || 1;

          function sized(canvas, width, height) {
            canvas.width = Math.round(width * ratio);
            canvas.height = Math.round(height * ratio);
            canvas.style.width = width + "px";
            canvas.style.height = height + "px";
            var context = canvas.getContext("2d");
            context.setTransform(ratio, 0, 0, ratio, 0, 0);
            return context;
          }

          var phone = sized(document.getElementById("phone"), phoneWidth, phoneHeight);
          document.getElementById("side").style.left = (16 + phoneWidth + 24) + "px";
          document.getElementById("below").style.top = (16 + phoneHeight + 16) + "px";

          function roundedRectangle(context, x, y, width, height, radius) {
            context.beginPath();
            context.moveTo(x + radius, y);
            context.arcTo(x + width, y, x + width, y + height, radius);
            context.arcTo(x + width, y + height, x, y + height, radius);
            context.arcTo(x, y + height, x, y, radius);
            context.arcTo(x, y, x + width, y, radius);
            context.closePath();
          }

          function present(sheet, index) { return sheet.present.charAt(index) === "1"; }

          function drawPhone(index) {
            var c = phone;
            c.clearRect(0, 0, phoneWidth, phoneHeight);
            c.fillStyle = colors.bezel;
            roundedRectangle(c, 0, 0, screenWidth + 2 * bezel, phoneHeight, bezel * 2);
            c.fill();
            c.save();
            c.translate(bezel, bezel);
            c.beginPath();
            c.rect(0, 0, screenWidth, screenHeight);
            c.clip();
            c.fillStyle = colors.background;
            c.fillRect(0, 0, screenWidth, screenHeight);
            film.sheets.forEach(function (sheet) {
              if (!present(sheet, index)) { return; }
              var backdrop = sheet.backdrop[index];
              if (backdrop > 0) {
                c.fillStyle = "rgba(0,0,0," + backdrop + ")";
                c.fillRect(0, 0, screenWidth, screenHeight);
              }
              var content = sheet.content[index];
              if (content) {
                var x = content[0] * scale, y = content[1] * scale;
                var width = (content[2] - content[0]) * scale, height = (content[3] - content[1]) * scale;
                c.globalAlpha = Math.max(0, Math.min(1, sheet.opacity[index]));
                c.fillStyle = sheet.accent;
                c.fillRect(x, y, width, height);
                c.fillStyle = colors.content;
                c.fillRect(x + border, y + border, width - 2 * border, height - 2 * border);
                c.fillStyle = sheet.accent;
                if (sheet.kind === "sheet") {
                  roundedRectangle(c, x + width / 2 - 18, y + 6, 36, 5, 2.5);
                  c.fill();
                }
                c.font = "600 12px system-ui, sans-serif";
                c.fillText(sheet.name, x + 10, y + 24);
                c.globalAlpha = 1;
              }
              var bubble = sheet.bubble[index];
              if (bubble) {
                var left = bubble[0] === 0;
                var radiusX = (bubble[3] - bubble[1]) * scale, radiusY = (bubble[4] - bubble[2]) * scale / 2;
                c.globalAlpha = Math.max(0, Math.min(1, bubble[5]));
                c.fillStyle = sheet.accent;
                c.beginPath();
                c.ellipse(left ? 0 : screenWidth, (bubble[2] + bubble[4]) * scale / 2, radiusX, radiusY, 0,
                  left ? -Math.PI / 2 : Math.PI / 2, left ? Math.PI / 2 : 3 * Math.PI / 2);
                c.closePath();
                c.fill();
                c.globalAlpha = 1;
              }
            });
            c.fillStyle = "rgba(0,0,0," + colors.inset + ")";
            c.fillRect(0, 0, screenWidth, screen.top * scale);
            c.fillRect(0, (screen.height - screen.bottom) * scale, screenWidth, screen.bottom * scale);
            film.sheets.forEach(function (sheet) {
              var finger = sheet.finger[index];
              if (!present(sheet, index) || !finger) { return; }
              c.fillStyle = colors.finger;
              c.globalAlpha = 0.85;
              c.beginPath();
              c.arc(finger[0] * scale, finger[1] * scale, 7, 0, 2 * Math.PI);
              c.fill();
              c.globalAlpha = 1;
            });
            c.restore();
            film.sheets.forEach(function (sheet) {
              if (!present(sheet, index)) { return; }
              sheet.markSets[sheet.marks[index]].forEach(function (mark) {
                var y = bezel + mark.y * scale, x = screenWidth + 2 * bezel;
                c.strokeStyle = sheet.accent;
                c.lineWidth = mark.selected ? 3 : 1.5;
                c.beginPath();
                c.moveTo(x - bezel + 3, y);
                c.lineTo(x + 10, y);
                c.stroke();
                c.fillStyle = sheet.accent;
                c.font = (mark.selected ? "600 " : "") + "12px system-ui, sans-serif";
                c.fillText(mark.label, x + 14, y + 4);
              });
            });
          }

          var table = document.getElementById("sheets");
          var rows = film.sheets.map(function (sheet) {
            var first = table.insertRow(), second = table.insertRow();
            var cells = ["name", "phase", "armed"].map(function (name) {
              var cell = first.insertCell();
              cell.className = name;
              return cell;
            });
            var readouts = second.insertCell();
            readouts.className = "readouts";
            readouts.colSpan = 3;
            cells.push(readouts);
            cells[0].textContent = sheet.name + " (" + sheet.kind + ")";
            cells[0].style.color = sheet.accent;
            return cells;
          });

          function updateSheets(index) {
            film.sheets.forEach(function (sheet, position) {
              var cells = rows[position];
              if (!present(sheet, index)) {
                cells[1].textContent = "(deleted)";
                cells[2].textContent = "";
                cells[3].textContent = "";
                return;
              }
              var armed = sheet.armed.charAt(index) === "1";
              cells[1].textContent = film.phases[sheet.phase[index]];
              cells[2].textContent = armed ? "armed" : "not armed";
              cells[2].className = armed ? "armed" : "";
              var shown = ["progress=" + sheet.progress[index].toFixed(3)];
              if (sheet.readouts[index] !== "") { shown.push(sheet.readouts[index]); }
              var text = " " + shown.join(" ") + " ";
              film.fields.forEach(function (field, fieldIndex) {
                var value = sheet.values[fieldIndex][index];
                if (value === null || text.indexOf(" " + field.name + "=") >= 0) { return; }
                shown.push(field.name + "=" + value.toFixed(field.decimals));
              });
              while (cells[3].firstChild) { cells[3].removeChild(cells[3].firstChild); }
              shown.join(" ").split(" ").forEach(function (readout, position) {
                if (position > 0) { cells[3].appendChild(document.createTextNode(" ")); }
                var span = document.createElement("span");
                span.className = "readout";
                span.textContent = readout;
                cells[3].appendChild(span);
              });
            });
          }

          var plotCanvas = document.getElementById("plot");
          var plotHeight = Math.max(1, film.fields.length * (chartHeight + chartGap));
          var plot = sized(plotCanvas, chartWidth, plotHeight);
          var chartLeft = 60, chartRight = chartWidth - 10;
          var firstTime = film.times[0], lastTime = film.times[count - 1];
          var timeSpan = lastTime > firstTime ? lastTime - firstTime : 1;
          function chartX(seconds) { return chartLeft + (seconds - firstTime) / timeSpan * (chartRight - chartLeft); }

          var charts = document.createElement("canvas");
          charts.width = plotCanvas.width;
          charts.height = plotCanvas.height;
          (function drawCharts() {
            var c = charts.getContext("2d");
            c.setTransform(ratio, 0, 0, ratio, 0, 0);
            film.fields.forEach(function (field, fieldIndex) {
              var top = fieldIndex * (chartHeight + chartGap) + 16, bottom = top + chartHeight - 30;
              var low = Infinity, high = -Infinity;
              film.sheets.forEach(function (sheet) {
                sheet.values[fieldIndex].forEach(function (value) {
                  if (value === null) { return; }
                  low = Math.min(low, value);
                  high = Math.max(high, value);
                });
              });
              if (!isFinite(low)) { low = 0; high = 1; }
              if (high - low < 1e-9) { low -= 1; high += 1; }
              function chartY(value) { return bottom - (value - low) / (high - low) * (bottom - top); }
              c.fillStyle = "#ffffff";
              c.fillRect(chartLeft, top, chartRight - chartLeft, bottom - top);
              c.strokeStyle = "#d0d7de";
              c.lineWidth = 1;
              c.strokeRect(chartLeft + 0.5, top + 0.5, chartRight - chartLeft - 1, bottom - top - 1);
              c.fillStyle = "#57606a";
              c.font = "11px ui-monospace, monospace";
              c.textAlign = "right";
              c.fillText(high.toFixed(field.decimals), chartLeft - 6, top + 10);
              c.fillText(low.toFixed(field.decimals), chartLeft - 6, bottom);
              c.textAlign = "left";
              c.fillText(firstTime.toFixed(3) + "s", chartLeft, bottom + 14);
              c.textAlign = "right";
              c.fillText(lastTime.toFixed(3) + "s", chartRight, bottom + 14);
              c.textAlign = "left";
              c.fillStyle = "#1f2328";
              c.font = "600 12px system-ui, sans-serif";
              c.fillText(field.name, chartLeft, top - 4);
              film.sheets.forEach(function (sheet) {
                c.strokeStyle = sheet.accent;
                c.lineWidth = 1.5;
                c.beginPath();
                var drawing = false;
                sheet.values[fieldIndex].forEach(function (value, index) {
                  if (value === null) { drawing = false; return; }
                  var x = chartX(film.times[index]), y = chartY(value);
                  if (drawing) { c.lineTo(x, y); } else { c.moveTo(x, y); drawing = true; }
                });
                c.stroke();
              });
            });
          })();

          function drawPlot(index) {
            plot.setTransform(1, 0, 0, 1, 0, 0);
            plot.clearRect(0, 0, plotCanvas.width, plotCanvas.height);
            plot.drawImage(charts, 0, 0);
            plot.setTransform(ratio, 0, 0, ratio, 0, 0);
            if (film.fields.length === 0) { return; }
            var x = Math.round(chartX(film.times[index])) + 0.5;
            plot.strokeStyle = "#c81e1e";
            plot.lineWidth = 1;
            plot.beginPath();
            plot.moveTo(x, 12);
            plot.lineTo(x, plotHeight - chartGap - 14);
            plot.stroke();
          }

          var scrubber = document.getElementById("scrubber");
          scrubber.max = String(count - 1);
          var playButton = document.getElementById("play");
          var current = 0, playing = false, startedAt = 0, startTime = 0;

          function frameAt(seconds) {
            var low = 0, high = count - 1;
            if (film.times[0] > seconds + 1e-9) { return 0; }
            while (low < high) {
              var middle = Math.ceil((low + high) / 2);
              if (film.times[middle] <= seconds + 1e-9) { low = middle; } else { high = middle - 1; }
            }
            return low;
          }

          function show(index, remember) {
            current = Math.max(0, Math.min(count - 1, index));
            drawPhone(current);
            updateSheets(current);
            drawPlot(current);
            var time = film.times[current].toFixed(3) + "s";
            document.getElementById("clock").textContent = time;
            document.getElementById("time").textContent = time + " (" + (current + 1) + "/" + count + ")";
            scrubber.value = String(current);
            if (remember) {
              try { history.replaceState(null, "", "#t=" + film.times[current].toFixed(3)); } catch (error) { }
            }
          }

          function pause() {
            playing = false;
            playButton.textContent = "\u25B6 play";
            show(current, true);
          }

          function tick(now) {
            if (!playing) { return; }
            var index = frameAt(startTime + (now - startedAt) / 1000);
            show(index, false);
            if (index >= count - 1) { pause(); return; }
            requestAnimationFrame(tick);
          }

          function play() {
            if (current >= count - 1) { current = 0; }
            playing = true;
            playButton.textContent = "\u275A\u275A pause";
            startTime = film.times[current];
            startedAt = performance.now();
            requestAnimationFrame(tick);
          }

          function step(frames) {
            if (playing) { pause(); }
            show(current + frames, true);
          }

          playButton.addEventListener("click", function () { if (playing) { pause(); } else { play(); } });
          document.getElementById("back").addEventListener("click", function () { step(-1); });
          document.getElementById("forward").addEventListener("click", function () { step(1); });
          document.getElementById("first").addEventListener("click", function () { step(-count); });
          document.getElementById("last").addEventListener("click", function () { step(count); });
          scrubber.addEventListener("input", function () {
            if (playing) { pause(); }
            show(parseInt(scrubber.value, 10), true);
          });
          document.addEventListener("keydown", function (event) {
            var frames = event.shiftKey ? 10 : 1;
            switch (event.key) {
            case "ArrowLeft": step(-frames); break;
            case "ArrowRight": step(frames); break;
            case "Home": step(-count); break;
            case "End": step(count); break;
            case " ": if (playing) { pause(); } else { play(); } break;
            default: return;
            }
            event.preventDefault();
          });

          function fromAddress() {
            var match = /(?:^#|&)t=(-?[0-9]*\.?[0-9]+)/.exec(location.hash);
            show(match ? frameAt(parseFloat(match[1])) : 0, false);
          }
          window.addEventListener("hashchange", fromAddress);
          fromAddress();
        })();

        """#
}
