"""Step 2 of `npm run train:recognizer`: fine-tunes the top blocks of the backbone.

The recogniser's backbone is nsfwjs's MobileNetV2-mid graph (tfjs, backbone.ts). tfjs on the
wasm backend trains at ~118 ms a view for one 1x1 conv layer, far too slow to fine-tune blocks, so
this step rebuilds the graph in PyTorch (Debian's python3-torch, CPU) by interpreting the graph
export.ts wrote (every node: _FusedConv2D, FusedDepthwiseConv2dNative, AddV2, AvgPool, ...; TF's
asymmetric SAME padding), checks that it reproduces tfjs's feature vector on reference photos,
trains the weights of the last blocks with a linear classifier over the coarse classes on the
sender-disjoint training split (augmented: random resized crops, mirror, colour jitter), and
writes the trained tensors back in the graph's own layout as a tfjs weights manifest:
`weights/backbone.json` + `weights/backbone.bin` (uint16-quantized, ~2 bytes a weight), which
backbone.ts loads over the bundled weights. The classifier is thrown away: train.ts then trains
the committed head on the fine-tuned embeddings.

Usage: /usr/bin/python3 finetune.py <export dir> <weights dir> <logs dir> [--epochs N] [--from BLOCK] [--fine-weight W]
Prints a log (also written to <logs dir>/finetune-log.txt): the reference check, per epoch
the training loss and the validation right-kind top-1/top-3 of the 10 men's labels (the
benchmark's measure, dataset.ts split), and the files written. Deterministic for the seed on one
machine (fixed seed, single process; float sums may differ across CPUs).
Exit code 1 with a message when the export is missing or the reference check fails.
"""
from __future__ import annotations

import argparse
import base64
import json
import math
import os
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F
from torch import Tensor

SEED = 20240611
# The first block whose weights are trained (blocks 0-16, then Conv_1); earlier ones stay frozen.
FROM_BLOCK = 11
EPOCHS = 8
BATCH = 32
LR_BACKBONE = 2e-4
LR_CLASSIFIER = 2e-3
WEIGHT_DECAY = 1e-4
LABEL_SMOOTHING = 0.1
# Weight of the within-kind loss: a second linear classifier over the TAXONOMY categories of the
# project's fine labels, on the labelled training photos of each batch (multi-task), so the
# features learn denim vs slacks, sneakers vs boots, knit vs sweatshirt.
FINE_WEIGHT = 0.5
# Largest tolerated difference to tfjs's feature vector (values are 0-6 after Relu6, mean ~0.3).
REFERENCE_TOLERANCE = 1e-3

LOG: list[str] = []


def log(msg: str) -> None:
    line = time.strftime('%H:%M:%S ') + msg
    print(line, flush=True)
    LOG.append(line)


def attr_ints(node: dict, key: str) -> list[int]:
    return [int(v) for v in node['attr'].get(key, {}).get('list', {}).get('i', [])]


def attr_str(node: dict, key: str) -> str | None:
    value = node['attr'].get(key, {}).get('s')
    return base64.b64decode(value).decode() if value else None


def attr_strs(node: dict, key: str) -> list[str]:
    return [base64.b64decode(v).decode() for v in node['attr'].get(key, {}).get('list', {}).get('s', [])]


def block_of(name: str) -> int:
    """Block index of a weight: 0 for expanded_conv, k for expanded_conv_k, 17 for Conv_1, -1 for the stem."""
    for part in name.split('/'):
        if part == 'expanded_conv':
            return 0
        if part.startswith('expanded_conv_'):
            return int(part.split('_')[-1])
        if part == 'Conv_1':
            return 17
    return -1


def same_pad(x: Tensor, k: int, s: int) -> Tensor:
    """TF 'SAME' padding of an NCHW tensor (the extra pixel goes bottom/right)."""
    h, w = x.shape[2], x.shape[3]
    ph = max((math.ceil(h / s) - 1) * s + k - h, 0)
    pw = max((math.ceil(w / s) - 1) * s + k - w, 0)
    return F.pad(x, (pw // 2, pw - pw // 2, ph // 2, ph - ph // 2))


class GraphNet(torch.nn.Module):
    """The exported tfjs graph as a PyTorch module, NCHW inside, up to the feature vector."""

    def __init__(self, graph: dict, flat: np.ndarray, from_block: int) -> None:
        super().__init__()
        self.nodes = {n['name']: n for n in graph['nodes']}
        self.feature_node = graph['featureNode']
        self.tf_shape: dict[str, list[int]] = {}
        self.trainable: list[str] = []
        self.params = torch.nn.ParameterDict()
        self.keys: dict[str, str] = {}
        for i, w in enumerate(graph['weights']):
            size = int(np.prod(w['shape'])) if w['shape'] else 1
            value = torch.from_numpy(flat[w['offset']:w['offset'] + size].copy()).reshape(w['shape'])
            if len(w['shape']) == 4:  # conv HWIO -> OIHW; depthwise HW C 1 -> C 1 H W
                value = value.permute(3, 2, 0, 1) if not w['name'].endswith('depthwise_weights') else value.permute(2, 3, 0, 1)
            train = block_of(w['name']) >= from_block
            key = 'w%d' % i
            self.keys[w['name']] = key
            self.tf_shape[w['name']] = w['shape']
            self.params[key] = torch.nn.Parameter(value.contiguous(), requires_grad=train)
            if train:
                self.trainable.append(w['name'])
        self.order = self.topological(self.feature_node)

    def topological(self, target: str) -> list[str]:
        order: list[str] = []
        seen: set[str] = set()

        def visit(name: str) -> None:
            if name in seen:
                return
            seen.add(name)
            for inp in self.nodes[name]['input']:
                if not inp.startswith('^'):  # control dependencies carry no value
                    visit(inp.split(':')[0])
            order.append(name)

        sys.setrecursionlimit(10000)
        visit(target)
        return order

    def weight(self, name: str) -> torch.nn.Parameter:
        return self.params[self.keys[name]]

    def forward(self, x: Tensor) -> Tensor:
        """x: N x 3 x 224 x 224 RGB in 0-1. Returns the N x 1792 feature vector."""
        return self.activations(x, self.order)[self.feature_node]

    def activations(self, x: Tensor, order: list[str]) -> dict[str, Tensor]:
        """Runs the nodes of `order` (topological, e.g. `topological(node)`) on x; {node: NCHW activation}."""
        values: dict[str, Tensor] = {}
        for name in order:
            node = self.nodes[name]
            op = node['op']
            ins = [i.split(':')[0] for i in node['input'] if not i.startswith('^')]
            if op == 'Placeholder':
                out = x
            elif op == 'Const':
                out = self.weight(name)
            elif op == 'Mul':
                out = values[ins[0]] * values[ins[1]]
            elif op == 'Sub':
                out = values[ins[0]] - values[ins[1]]
            elif op == 'AddV2':
                out = values[ins[0]] + values[ins[1]]
            elif op in ('_FusedConv2D', 'FusedDepthwiseConv2dNative'):
                inp, w, b = values[ins[0]], values[ins[1]], values[ins[2]]
                stride = attr_ints(node, 'strides')[1]
                k = w.shape[-1]
                if attr_str(node, 'padding') == 'SAME':
                    inp = same_pad(inp, k, stride)
                groups = inp.shape[1] if op == 'FusedDepthwiseConv2dNative' else 1
                out = F.conv2d(inp, w, b, stride=stride, groups=groups)
                fused = attr_strs(node, 'fused_ops')
                if 'Relu6' in fused:
                    out = F.relu6(out)
                elif 'Relu' in fused:
                    out = F.relu(out)
            elif op == 'AvgPool':
                out = values[ins[0]].mean(dim=(2, 3), keepdim=True)
            elif op == 'Squeeze':
                out = values[ins[0]].flatten(1)
            else:
                raise RuntimeError('unsupported op %s at %s' % (op, name))
            values[name] = out
        return values

    def export(self, weights_dir: str) -> int:
        """Writes the trainable tensors in TF layout as a tfjs weights manifest, uint16-quantized."""
        specs, chunks = [], []
        for name in self.trainable:
            value = self.weight(name).detach()
            if value.dim() == 4:
                value = value.permute(2, 3, 1, 0) if not name.endswith('depthwise_weights') else value.permute(2, 3, 0, 1)
            value = value.contiguous().numpy().astype(np.float64)
            assert list(value.shape) == self.tf_shape[name], name
            lo, hi = float(value.min()), float(value.max())
            scale = (hi - lo) / 65535 if hi > lo else 1.0
            q = np.clip(np.round((value - lo) / scale), 0, 65535).astype('<u2')
            specs.append({'name': name, 'shape': self.tf_shape[name], 'dtype': 'float32',
                          'quantization': {'dtype': 'uint16', 'min': lo, 'scale': scale}})
            chunks.append(q.tobytes())
        with open(os.path.join(weights_dir, 'backbone.bin.tmp'), 'wb') as f:
            f.write(b''.join(chunks))
        with open(os.path.join(weights_dir, 'backbone.json.tmp'), 'w') as f:
            json.dump([{'paths': ['backbone.bin'], 'weights': specs}], f)
        os.replace(os.path.join(weights_dir, 'backbone.bin.tmp'), os.path.join(weights_dir, 'backbone.bin'))
        os.replace(os.path.join(weights_dir, 'backbone.json.tmp'), os.path.join(weights_dir, 'backbone.json'))
        return sum(len(c) for c in chunks)


def to_input(batch_u8: Tensor) -> Tensor:
    """N x 224 x 224 x 3 uint8 -> N x 3 x 224 x 224 float in 0-1."""
    return batch_u8.permute(0, 3, 1, 2).float().div_(255)


def augment(x: Tensor, gen: torch.Generator) -> Tensor:
    """Random resized crop (scale 0.7-1 of the side, aspect 0.85-1.18), mirror, brightness/contrast/saturation ±15%."""
    n = x.shape[0]
    side = torch.empty(n).uniform_(0.7 ** 0.5, 1.0, generator=gen)
    aspect = torch.exp(torch.empty(n).uniform_(math.log(0.85), math.log(1.18), generator=gen))
    sx = side * aspect.sqrt()
    sy = side / aspect.sqrt()
    sx, sy = sx.clamp(max=1.0), sy.clamp(max=1.0)
    tx = (torch.rand(n, generator=gen) * 2 - 1) * (1 - sx)
    ty = (torch.rand(n, generator=gen) * 2 - 1) * (1 - sy)
    flip = torch.where(torch.rand(n, generator=gen) < 0.5, -1.0, 1.0)
    theta = torch.zeros(n, 2, 3)
    theta[:, 0, 0] = sx * flip
    theta[:, 0, 2] = tx
    theta[:, 1, 1] = sy
    theta[:, 1, 2] = ty
    grid = F.affine_grid(theta, list(x.shape), align_corners=False)
    x = F.grid_sample(x, grid, mode='bilinear', padding_mode='border', align_corners=False)
    b = 1 + (torch.rand(n, 1, 1, 1, generator=gen) * 2 - 1) * 0.15
    c = 1 + (torch.rand(n, 1, 1, 1, generator=gen) * 2 - 1) * 0.15
    s = 1 + (torch.rand(n, 1, 1, 1, generator=gen) * 2 - 1) * 0.15
    mean = x.mean(dim=(1, 2, 3), keepdim=True)
    x = (x - mean) * c + mean
    grey = x.mean(dim=1, keepdim=True)
    x = (x - grey) * s + grey
    return (x * b).clamp_(0, 1)


def evaluate(net: GraphNet, classifier: torch.nn.Module, photos: Tensor, idx: list[int], labels: list[str], index: dict) -> tuple[float, float, int]:
    """Right-kind top-1/top-3 over the men's labels of validation (classes answerable as a men's kind)."""
    mens = index['mensLabels']
    right = torch.tensor(index['rightKind'], dtype=torch.bool)  # classes x men's labels
    answerable = right.any(dim=1)
    hit1 = hit3 = total = 0
    net.eval()
    with torch.no_grad():
        for s in range(0, len(idx), 64):
            part = idx[s:s + 64]
            logits = classifier(net(to_input(photos[part])))
            logits[:, ~answerable] = -1e9
            top = logits.topk(3, dim=1).indices
            for row, i in enumerate(part):
                label = labels[i]
                if label not in mens:
                    continue
                t = mens.index(label)
                total += 1
                hit1 += int(right[top[row, 0], t])
                hit3 += int(right[top[row], t].any())
    net.train()
    return hit1 / max(total, 1), hit3 / max(total, 1), total


def evaluate_fine(
    net: GraphNet,
    fine_classifier: torch.nn.Module,
    photos: Tensor,
    idx: list[int],
    fines: list[str | None],
    labels: list[str],
    kind_mask: dict[str, Tensor],
    fine_classes: list[str],
) -> tuple[float, int]:
    """Within-kind accuracy on labelled validation photos: the fine classifier's best category among the photo's kind's."""
    rows = [i for i in idx if fines[i] is not None]
    hits = 0
    net.eval()
    with torch.no_grad():
        for s in range(0, len(rows), 64):
            part = rows[s:s + 64]
            logits = fine_classifier(net(to_input(photos[part])))
            for row, i in enumerate(part):
                mask = kind_mask[labels[i]]
                best = torch.where(mask, logits[row], torch.tensor(-1e9)).argmax()
                hits += int(fine_classes[best] == fines[i])
    net.train()
    return hits / max(len(rows), 1), len(rows)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument('export_dir')
    parser.add_argument('weights_dir')
    parser.add_argument('logs_dir')
    parser.add_argument('--epochs', type=int, default=EPOCHS)
    parser.add_argument('--from', dest='from_block', type=int, default=FROM_BLOCK)
    parser.add_argument('--fine-weight', dest='fine_weight', type=float, default=FINE_WEIGHT)
    parser.add_argument('--dry', action='store_true', help='train and report, write no weights')
    args = parser.parse_args()
    torch.set_num_threads(os.cpu_count() or 1)
    log('torch %s, numpy %s, python %s' % (torch.__version__, np.__version__, sys.version.split()[0]))
    torch.manual_seed(SEED)
    gen = torch.Generator().manual_seed(SEED)

    needed = ['graph.json', 'weights.f32', 'photos.json', 'photos.u8', 'reference.f32']
    missing = [f for f in needed if not os.path.exists(os.path.join(args.export_dir, f))]
    if missing:
        print('missing %s in %s: run ml/finetune/export.ts first' % (', '.join(missing), args.export_dir), file=sys.stderr)
        sys.exit(1)
    graph = json.load(open(os.path.join(args.export_dir, 'graph.json')))
    flat = np.fromfile(os.path.join(args.export_dir, 'weights.f32'), dtype='<f4')
    index = json.load(open(os.path.join(args.export_dir, 'photos.json')))
    size = index['size']
    photos = torch.from_numpy(np.fromfile(os.path.join(args.export_dir, 'photos.u8'), dtype=np.uint8).reshape(-1, size, size, 3))
    net = GraphNet(graph, flat, args.from_block)
    log('graph: %d nodes to the feature vector; training %d weight tensors (%d values) from block %d' % (
        len(net.order), len(net.trainable), sum(net.weight(n).numel() for n in net.trainable), args.from_block))
    log('%d epochs, within-kind loss weight %g' % (args.epochs, args.fine_weight))

    reference = np.fromfile(os.path.join(args.export_dir, 'reference.f32'), dtype='<f4').reshape(-1, 1792)
    with torch.no_grad():
        mine = net(to_input(photos[:len(reference)])).numpy()
    diff = float(np.abs(mine - reference).max())
    log('reference check against tfjs (%d photos): max |difference| %.2e' % (len(reference), diff))
    if diff > REFERENCE_TOLERANCE:
        print('the PyTorch graph does not reproduce tfjs (max difference %.3g)' % diff, file=sys.stderr)
        sys.exit(1)

    classes = index['classes']
    labels = [p['label'] for p in index['photos']]
    train_idx = [i for i, p in enumerate(index['photos']) if p['split'] == 'train' and p['label'] in classes]
    val_idx = [i for i, p in enumerate(index['photos']) if p['split'] == 'val']
    targets = torch.tensor([classes.index(l) if l in classes else -1 for l in labels])
    fines = [p.get('fine') for p in index['photos']]
    fine_classes = sorted({fines[i] for i in train_idx if fines[i] is not None})
    fine_targets = torch.tensor([fine_classes.index(f) if f in fine_classes else -1 for f in fines])
    # Categories seen per men's label (the choice within a kind is among these).
    kind_mask = {}
    for i in train_idx:
        if fines[i] is not None:
            kind_mask.setdefault(labels[i], torch.zeros(len(fine_classes), dtype=torch.bool))[fine_classes.index(fines[i])] = True
    log('photos: %d training, %d validation; %d classes; fine labels: %d training, %d validation, %d categories' % (
        len(train_idx), len(val_idx), len(classes), sum(fines[i] is not None for i in train_idx),
        sum(fines[i] is not None and labels[i] in kind_mask for i in val_idx), len(fine_classes)))

    classifier = torch.nn.Sequential(torch.nn.Dropout(0.2), torch.nn.Linear(1792, len(classes)))
    fine_classifier = torch.nn.Sequential(torch.nn.Dropout(0.2), torch.nn.Linear(1792, len(fine_classes)))
    trainable = [net.weight(n) for n in net.trainable]
    steps_per_epoch = math.ceil(len(train_idx) / BATCH)
    total_steps = steps_per_epoch * args.epochs
    opt = torch.optim.AdamW([
        {'params': trainable, 'lr': LR_BACKBONE},
        {'params': list(classifier.parameters()) + list(fine_classifier.parameters()), 'lr': LR_CLASSIFIER},
    ], weight_decay=WEIGHT_DECAY)
    base = [g['lr'] for g in opt.param_groups]
    warmup = steps_per_epoch // 2

    step = 0
    t0 = time.time()
    for epoch in range(args.epochs):
        order = torch.randperm(len(train_idx), generator=gen).tolist()
        total_loss = 0.0
        for s in range(0, len(order), BATCH):
            batch = [train_idx[j] for j in order[s:s + BATCH]]
            # Warm-up: the classifier alone first (backbone lr 0), then cosine decay for both.
            for g, lr in zip(opt.param_groups, base):
                if step < warmup:
                    g['lr'] = 0.0 if g['params'][0] is trainable[0] else lr
                else:
                    g['lr'] = lr * 0.5 * (1 + math.cos(math.pi * (step - warmup) / max(1, total_steps - warmup)))
            x = augment(to_input(photos[batch]), gen)
            features = net(x)
            loss = F.cross_entropy(classifier(features), targets[batch], label_smoothing=LABEL_SMOOTHING)
            labelled = fine_targets[batch] >= 0
            if args.fine_weight > 0 and bool(labelled.any()):
                loss = loss + args.fine_weight * F.cross_entropy(fine_classifier(features[labelled]), fine_targets[batch][labelled], label_smoothing=LABEL_SMOOTHING)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total_loss += float(loss) * len(batch)
            step += 1
            if step == 20 and epoch == 0:
                log('  %.2f s a step of %d photos' % ((time.time() - t0) / 20, BATCH))
        top1, top3, n_val = evaluate(net, classifier, photos, val_idx, labels, index)
        within, n_fine = evaluate_fine(net, fine_classifier, photos, [i for i in val_idx if labels[i] in kind_mask], fines, labels, kind_mask, fine_classes)
        log('epoch %d: training loss %.3f, validation right-kind top-1 %.3f, top-3 %.3f (%d men\'s photos), within-kind %.3f (%d) [%.0f s]' % (
            epoch + 1, total_loss / len(train_idx), top1, top3, n_val, within, n_fine, time.time() - t0))

    if args.dry:
        log('dry run: no weights written')
    else:
        written = net.export(args.weights_dir)
        log('wrote weights/backbone.json and weights/backbone.bin (%.1f MB, %d tensors)' % (written / 1e6, len(net.trainable)))
        with open(os.path.join(args.logs_dir, 'finetune-log.txt'), 'w') as f:
            f.write('\n'.join(LOG) + '\n')


if __name__ == '__main__':
    main()
