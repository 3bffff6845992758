"""scenec_compile: one hermetic Bazel action per scene.

The action reads only what the target declares (the scene, its components, its images, the
scenec binary and the font files, with `--no-system-fonts` so /usr/share/fonts is never read)
and writes only the files it declares, whose bytes depend on nothing but those inputs and the
flags: no path, machine name or time is printed into them. So its results can be cached and
executed remotely, and each screen is a cache entry of its own.
"""

def _scenec_compile_impl(ctx):
    scene = ctx.file.src
    if not scene.basename.endswith(".xml"):
        fail("src must be a .xml scene file", "src")
    name = scene.basename[:-len(".xml")]
    stems = [name + "." + v for v in ctx.attr.viewports] if ctx.attr.viewports else [name]
    outputs = [ctx.actions.declare_file(s + "." + f) for s in stems for f in ctx.attr.formats]

    fonts = ctx.files.fonts
    font_dirs = sorted({f.dirname: None for f in fonts}.keys())
    inputs = [scene] + ctx.files.components + ctx.files.images + fonts

    args = ctx.actions.args()
    args.add(ctx.executable.scenec)
    # scenec reads components and images only when their real path lies in the scene's folder,
    # and a sandbox makes each input a link to elsewhere: the scene's own files are copied into
    # a scratch folder first (fonts are read through their links).
    args.add_all([scene] + ctx.files.components + ctx.files.images)
    args.add("--")
    args.add("compile")
    args.add(scene.path)
    args.add("-o", outputs[0].dirname)
    args.add("--format", ",".join(ctx.attr.formats))
    args.add("--no-system-fonts")
    args.add_all(font_dirs, before_each = "--font-dir")
    args.add_all(ctx.attr.flags)

    ctx.actions.run_shell(
        inputs = inputs,
        tools = [ctx.executable.scenec],
        outputs = outputs,
        arguments = [args],
        command = _STAGE_AND_RUN,
        mnemonic = "SceneCompile",
        progress_message = "Compiling scene %s" % scene.short_path,
    )
    return [DefaultInfo(files = depset(outputs))]

# $1 is scenec; then the scene's own files up to "--"; then scenec's arguments, whose scene
# path is replaced by its copy.
_STAGE_AND_RUN = """
set -eu
scenec=$1; shift
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
while [ "$1" != -- ]; do
  mkdir -p "$stage/$(dirname "$1")"
  cp -L "$1" "$stage/$1"
  shift
done
shift
command=$1 scene=$2; shift 2
exec "$scenec" "$command" "$stage/$scene" "$@"
"""

scenec_compile = rule(
    implementation = _scenec_compile_impl,
    doc = "Compiles one scene into NAME.svg/.html, or NAME.VIEWPORT.svg/.html per viewport.",
    attrs = {
        "src": attr.label(allow_single_file = [".xml"], mandatory = True, doc = "The scene file."),
        "components": attr.label_list(allow_files = [".xml"], doc = "Files the scene's <import>s read, in its folder."),
        "images": attr.label_list(allow_files = True, doc = "Image files the scene names, in its folder."),
        "fonts": attr.label_list(allow_files = [".otf", ".ttf", ".ttc"], doc = "Every font file the scene may read; each one's folder becomes a --font-dir."),
        "viewports": attr.string_list(doc = "The names of the scene's <viewport>s, in order; empty for a scene without one."),
        "formats": attr.string_list(default = ["svg", "html"], doc = "--format."),
        "flags": attr.string_list(doc = "Other scenec compile flags (--inspect, --strict, --text fonts, …)."),
        "scenec": attr.label(executable = True, cfg = "exec", allow_single_file = True, default = "//:scenec", doc = "The scenec binary."),
    },
)
