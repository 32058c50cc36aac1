import CGLib
import CGtk
import Foundation
import GLibRuntime
import KittensGtk

/// What a playing GIF costs: a 240 x 180 two-frame GIF at 10 frames a second in a shown
/// `GtkPicture`, as the viewer plays it (`GIFAnimation`). The process's CPU time (user and
/// system, `getrusage`) per second of wall time while it plays, then once it is stopped and its
/// window hidden; the longest main-loop stall while it plays alone (a 1 ms timeout's largest
/// gap, over 2 s after the CPU figure, which that timeout would inflate); then the longest main-loop stall while it plays and 200 thumbnails load
/// (`ThumbnailStallBenchmark`), which should stay under a 60 Hz frame, 16 ms, next to the same
/// figure with the animation stopped (its window shown), which tells the animation's share.
@MainActor
enum GIFAnimationBenchmark {
    static func run() -> String {
        guard let animation = GIFAnimation(gif: BenchGIF.twoFrames(width: 240, height: 180, delayCentiseconds: 10), fitting: (1280, 1024)) else {
            return "gif skipped: the benchmark GIF did not decode"
        }
        let window = gtk_window_new()!
        let picture = gtk_picture_new()!
        gtk_picture_set_paintable(kittens_picture(picture), animation.paintable)
        gtk_window_set_child(kittens_window(window), picture)
        gtk_window_set_default_size(kittens_window(window), 480, 360)
        gtk_window_present(kittens_window(window))
        defer { gtk_window_destroy(kittens_window(window)) }
        let loop = MainLoop()
        loop.run(timeout: .milliseconds(300))

        animation.play()
        let playing = cpuMillisecondsPerSecond(of: loop, for: .seconds(3))
        let ticks = TickRecorder()
        let sourceID = ticks.start()
        loop.run(timeout: .seconds(2))
        g_source_remove(sourceID)
        animation.stop()
        gtk_widget_set_visible(window, 0)
        loop.run(timeout: .milliseconds(100))
        let hidden = cpuMillisecondsPerSecond(of: loop, for: .seconds(2))

        gtk_widget_set_visible(window, 1)
        loop.run(timeout: .milliseconds(100))
        let control = ThumbnailStallBenchmark.run(label: "gif.stopped_with_thumbnails", count: 200)
        animation.play()
        let stall = ThumbnailStallBenchmark.run(label: "gif.playing_with_thumbnails", count: 200)
        animation.stop()
        return "gif.cpu_ms_per_s playing_240x180_10fps=\(format(playing)) stopped_hidden=\(format(hidden)) timers_left=\(GIFAnimation.liveTimers)\n"
            + "gif.playing_alone.max_stall_ms=\(format(ticks.maxGapMs)) target_ms=16\n" + stall + "\n" + control
    }

    /// The process's CPU milliseconds per wall second while `loop` runs for `duration`.
    private static func cpuMillisecondsPerSecond(of loop: MainLoop, for duration: Duration) -> Double {
        let cpuBefore = cpuMilliseconds(), wallBefore = DispatchTime.now().uptimeNanoseconds
        loop.run(timeout: duration)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - wallBefore) / 1e9
        return (cpuMilliseconds() - cpuBefore) / max(wall, 0.001)
    }

    private static func cpuMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let user = Double(usage.ru_utime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec) / 1000
        let system = Double(usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_stime.tv_usec) / 1000
        return user + system
    }
}

/// A GIF built in memory for the benchmark: two frames, red then blue, looping forever; its
/// LZW data is valid but uncompressed (8-bit literals, a clear code every 254 of them).
enum BenchGIF {
    static func twoFrames(width: Int, height: Int, delayCentiseconds: Int) -> [UInt8] {
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
        var out = Array("GIF89a".utf8) + le16(width) + le16(height) + [0xF7, 0, 0]
        out += [255, 0, 0, 0, 0, 255] + [UInt8](repeating: 0, count: 254 * 3)
        out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        for index: UInt8 in [0, 1] {
            out += [0x21, 0xF9, 4, 0] + le16(delayCentiseconds) + [0, 0]
            out += [0x2C, 0, 0, 0, 0] + le16(width) + le16(height) + [0, 8]
            var codes: [Int] = []
            for offset in 0..<(width * height) {
                if offset % 254 == 0 { codes.append(256) }
                codes.append(Int(index))
            }
            codes.append(257)
            var data: [UInt8] = [], buffer = 0, count = 0
            for code in codes {
                buffer |= code << count
                count += 9
                while count >= 8 {
                    data.append(UInt8(buffer & 0xFF))
                    buffer >>= 8
                    count -= 8
                }
            }
            if count > 0 { data.append(UInt8(buffer & 0xFF)) }
            var offset = 0
            while offset < data.count {
                let length = min(255, data.count - offset)
                out += [UInt8(length)] + data[offset..<(offset + length)]
                offset += length
            }
            out.append(0)
        }
        return out + [0x3B]
    }
}
