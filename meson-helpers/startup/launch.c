/* Starts a program with KITTENS_STARTUP_PROBE=1 (unless it is set) and prints how long it took from just before
 * exec to its first painted frame, and its resident memory then, as reported by the probe
 * (Sources/CGtk/startup_probe.h):   ms=123.4 rss_kb=98765
 * Usage: launch PROGRAM [ARGUMENT...]. Gives up after 30 s. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long monotonic_us(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000 + now.tv_nsec / 1000;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s PROGRAM [ARGUMENT...]\n", argv[0]);
        return 2;
    }
    int pipe_fds[2];
    if (pipe(pipe_fds) != 0) return perror("pipe"), 1;
    setenv("KITTENS_STARTUP_PROBE", "1", 0); /* "full-window" stays: the full-window figures */
    long long start = monotonic_us();
    pid_t child = fork();
    if (child < 0) return perror("fork"), 1;
    if (child == 0) {
        dup2(pipe_fds[1], STDERR_FILENO);
        close(pipe_fds[0]);
        close(pipe_fds[1]);
        execvp(argv[1], argv + 1);
        fprintf(stderr, "exec %s: %s\n", argv[1], strerror(errno));
        _exit(127);
    }
    close(pipe_fds[1]);
    alarm(30);
    FILE *output = fdopen(pipe_fds[0], "r");
    char line[4096];
    long long frame_us = -1;
    long rss_kb = -1;
    while (output && fgets(line, sizeof line, output)) {
        char *probe = strstr(line, "startup-probe first_frame_us=");
        if (probe && sscanf(probe, "startup-probe first_frame_us=%lld rss_kb=%ld", &frame_us, &rss_kb) == 2) break;
        fputs(line, stderr);
    }
    int status = 0;
    if (frame_us < 0) kill(child, SIGKILL);
    while (output && fgets(line, sizeof line, output)) {}
    waitpid(child, &status, 0);
    if (frame_us < 0) {
        fprintf(stderr, "launch: %s reported no first frame\n", argv[1]);
        return 1;
    }
    printf("ms=%.1f rss_kb=%ld\n", (frame_us - start) / 1000.0, rss_kb);
    return 0;
}
