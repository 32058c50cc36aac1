// Placeholder: filled by the issues that build this layer.
